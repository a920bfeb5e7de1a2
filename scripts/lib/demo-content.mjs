// What the demo shop holds: a small coffee shop and bakery, its customers and its writing.
// Times are in days before the moment the demo is seeded, so the shop always looks current.

/** The sign-in details `npm run demo` prints. Demo-only: the database is rebuilt on every run. */
export const DEMO_ACCOUNTS = {
  admin: { username: "owner", password: "owner-demo", name: "Hannah Brooks" },
  customers: [
    { username: "maya", password: "maya-demo", about: "7 punches on her card, level 4" },
    { username: "leo", password: "leo-demo", about: "level 31, one free punch waiting" },
  ],
  // At the till since `joinedDays` ago: the morning tokens on the counter display are Sam's.
  staff: {
    username: "sam",
    password: "sam-demo",
    name: "Sam Okafor",
    joinedDays: 60,
    about: "staff: the counter display",
  },
};

/** A sheet of shop tokens the owner printed for the window: unused, and in the analytics. */
export const TOKEN_SHEET = { label: "Window cards", count: 20, ageDays: 3, expiresDays: 30 };

/** The shop settings the demo runs with, unless the environment sets its own. */
export function demoShopEnv(env = process.env) {
  return {
    SHOP_NAME: env.SHOP_NAME || "Bean & Crumb",
    SHOP_OWNER_HANDLE: env.SHOP_OWNER_HANDLE || "@beanandcrumb.demo",
    SHOP_OWNER_URL: env.SHOP_OWNER_URL || "https://www.instagram.com/beanandcrumb.demo",
  };
}

export const CATEGORIES = [
  {
    key: "coffee",
    name: "Coffee",
    description: "Espresso drinks made to order, and beans to take home.",
  },
  { key: "bakery", name: "Bakery", description: "Baked in the shop every morning." },
  { key: "cold", name: "Cold Drinks", description: "Bottled, iced and sparkling." },
];

// Listed newest first in the shop, so `ageDays` sets the order customers see.
export const PRODUCTS = [
  {
    key: "latte",
    name: "House Latte",
    category: "coffee",
    ageDays: 20,
    price: 450,
    stock: 40,
    images: ["latte", "latte-2"],
    flavors: ["Vanilla", "Caramel", "Hazelnut", "Oat Milk"],
    description: "A double shot of our house blend with silky steamed milk.",
    detail:
      "Pulled as a double ristretto and topped with micro-foamed milk. Ask for oat, almond or whole milk; syrups are made in the shop.",
  },
  {
    key: "cookie",
    name: "Chocolate Chip Cookie",
    category: "bakery",
    ageDays: 21,
    price: 280,
    deal: 220,
    stock: 24,
    images: ["cookie", "cookie-2"],
    flavors: ["Classic", "Double Chocolate", "Oat & Raisin"],
    description: "Crisp edges, a soft middle and chunks of dark chocolate.",
    detail:
      "Brown butter dough rested overnight, baked twice a day. Contains wheat, milk and eggs.",
  },
  {
    key: "lemonade",
    name: "Sparkling Lemonade",
    category: "cold",
    ageDays: 22,
    price: 390,
    stock: 30,
    images: ["lemonade", "lemonade-raspberry", "lemonade-ginger"],
    flavors: ["Lemon", "Raspberry", "Ginger"],
    description: "House-made lemonade with a gentle fizz, bottled here.",
    detail:
      "Fresh lemons, cane sugar and sparkling water. No colourings: the raspberry is real raspberry.",
  },
  {
    key: "cold-brew",
    name: "Cold Brew",
    category: "cold",
    ageDays: 23,
    price: 480,
    deal: 399,
    stock: 20,
    images: ["cold-brew"],
    flavors: ["Black", "With Milk"],
    description: "Steeped for 18 hours: smooth, strong and never bitter.",
    detail:
      "Coarse-ground house blend steeped cold overnight and filtered twice. 330 ml bottle; keep it in the fridge.",
  },
  {
    key: "cappuccino",
    name: "Cappuccino",
    category: "coffee",
    ageDays: 40,
    price: 420,
    stock: 35,
    images: ["cappuccino"],
    flavors: [],
    description: "Espresso, steamed milk and a deep layer of foam, dusted with cocoa.",
  },
  {
    key: "muffin",
    name: "Blueberry Muffin",
    category: "bakery",
    ageDays: 41,
    price: 340,
    stock: 12,
    images: ["muffin"],
    flavors: [],
    description: "Packed with wild blueberries under a crunchy sugar top.",
  },
  {
    key: "matcha",
    name: "Iced Matcha Latte",
    category: "cold",
    ageDays: 42,
    price: 510,
    stock: 16,
    images: ["matcha"],
    flavors: ["Classic", "Vanilla", "Coconut", "Honey"],
    description: "Ceremonial-grade matcha whisked to order, poured over milk and ice.",
  },
  {
    key: "croissant",
    name: "Butter Croissant",
    category: "bakery",
    ageDays: 60,
    price: 310,
    stock: 3,
    images: ["croissant"],
    flavors: [],
    description: "Flaky and all-butter, laminated in the shop over three days.",
  },
  {
    key: "beans",
    name: "Espresso Beans 250 g",
    category: "coffee",
    ageDays: 61,
    price: 1400,
    deal: 1190,
    stock: 18,
    images: ["beans"],
    flavors: ["Whole Bean", "Espresso Grind", "Filter Grind"],
    description: "Our house blend to brew at home: chocolate, cherry and toasted nuts.",
    detail:
      "Roasted every Tuesday in small batches. Medium roast, lovely as espresso or in a moka pot. Best within four weeks.",
  },
  {
    key: "cinnamon-roll",
    name: "Cinnamon Roll",
    category: "bakery",
    ageDays: 62,
    price: 360,
    stock: 0,
    images: ["cinnamon-roll"],
    flavors: [],
    description: "A soft swirl of cinnamon sugar under vanilla icing. Sold out by ten most days.",
  },
  {
    key: "mug",
    name: "Ceramic Mug",
    category: null,
    ageDays: 90,
    price: 1600,
    deal: 1350,
    stock: 8,
    images: ["mug"],
    flavors: [],
    description: "Our stoneware mug, 350 ml, glazed in deep teal.",
  },
  {
    key: "pumpkin",
    name: "Pumpkin Spice Latte",
    category: "coffee",
    ageDays: 300,
    price: 525,
    stock: 25,
    images: ["pumpkin"],
    hidden: true,
    flavors: ["Classic", "Oat Milk"],
    description: "Seasonal: espresso, real pumpkin, cinnamon and nutmeg. Back in the autumn.",
  },
];

/**
 * The demo shop's program: SPEC.md's ten punches, with a free cookie on the way to the free
 * coffee, a croissant for a stamp, and a logo (demo-images.mjs renderDemoLogo).
 */
export const DEMO_PROGRAM = {
  size: 10,
  rewards: [
    { at: 5, name: "Free cookie" },
    { at: 10, name: "Free coffee" },
  ],
  stampIcon: "croissant",
};

/**
 * Customers and how they have used the shop: `tokens` punches from the counter's QR codes,
 * `codes` verified purchases, `freeTokensUsed` level-up tokens redeemed. Their XP, level
 * and card follow from that history (see demo-history.mjs).
 */
export const CUSTOMERS = [
  {
    username: "leo",
    name: "Leo Martins",
    joinedDays: 430,
    tokens: 122,
    codes: 800,
    freeTokensUsed: 1,
  },
  {
    username: "priya",
    name: "Priya Nair",
    joinedDays: 300,
    tokens: 64,
    codes: 330,
    freeTokensUsed: 1,
  },
  { username: "kofi", name: "Kofi Mensah", joinedDays: 240, tokens: 51, codes: 170 },
  { username: "jonas", name: "Jonas Weber", joinedDays: 200, tokens: 45, codes: 150 },
  { username: "ava", name: "Ava Rossi", joinedDays: 160, tokens: 33, codes: 90 },
  // A full card whose free coffee the till forgot to hand over: two punches wait on his next card.
  { username: "omar", name: "Omar Haddad", joinedDays: 75, tokens: 22, codes: 40, forgotten: 3 },
  // Her free cookie is waiting at the counter.
  { username: "maya", name: "Maya Chen", joinedDays: 120, tokens: 17, codes: 22, forgotten: 2 },
  { username: "tomas", name: "Tomás Silva", joinedDays: 90, tokens: 12, codes: 14 },
  // The owner took back her last punch: the same token scanned twice.
  {
    username: "ruby",
    name: "Ruby Walsh",
    joinedDays: 55,
    tokens: 9,
    codes: 6,
    voidLastPunch: "Scanned twice at the till",
  },
  { username: "elena", name: "Elena Petrova", joinedDays: 30, tokens: 2, codes: 3 },
  { username: "noah", name: "Noah Park", joinedDays: 0, tokens: 0, codes: 0 },
  // Eight punches in twenty minutes yesterday afternoon: past the review threshold, so he waits
  // in the review queue. Last in the list, so the customers above keep their seeded histories.
  { username: "finn", name: "Finn Byrne", joinedDays: 21, tokens: 1, codes: 4, burst: 8 },
];

export const ANNOUNCEMENTS = [
  {
    title: "Sparkling Lemonade is here",
    ageDays: 2,
    content:
      "Three flavours, bottled in the shop: lemon, raspberry and ginger. Ask for a taste at the counter.",
  },
  {
    title: "Holiday opening hours",
    ageDays: 9,
    updatedDays: 4,
    content:
      "We are open every day over the holidays, 8:00 to 15:00. Closed on the 25th and the 1st. Your card keeps every punch.",
  },
  {
    title: "Your punch card is now on your phone",
    ageDays: 26,
    content:
      "Scan the QR code at the till after each purchase to collect a punch. Ten punches and your next drink is on us.",
  },
];

export const BLOG_POSTS = [
  {
    title: "How we roast our house blend",
    category: "Behind the Scenes",
    ageDays: 5,
    published: true,
    content:
      "Every Tuesday at six the roaster warms up. We roast in 5 kg batches, a little past first crack, so the chocolate and cherry notes come through in milk without turning bitter. The beans rest for four days before they reach the grinder: freshly roasted coffee is full of gas and pulls unevenly. That is why the bag in the shop always shows a roast date, and why we never sell beans older than four weeks. If you brew at home, grind just before you brew and keep the bag closed and out of the sun.",
  },
  {
    title: "Five ways to make your cold brew last",
    category: "Tips & Tricks",
    ageDays: 14,
    published: true,
    content:
      "Keep it cold, keep it closed, keep it clean. Cold brew keeps for ten days in the fridge once opened if the bottle stays sealed between pours. Pour into a glass rather than drinking from the bottle, add milk to the glass and not the bottle, and give it a gentle swirl before pouring because the fine grounds settle. Ice cubes made from cold brew stop your drink from going watery on a hot day.",
  },
  {
    title: "Why we started Bean & Crumb",
    category: "My Story",
    ageDays: 60,
    published: true,
    content:
      "Bean & Crumb began as a cart outside the station with one grinder and a box of cookies baked the night before. Three years later we have a counter, an oven and a lot of regulars we know by name. This app is our thank-you to them: your punches, your levels and our news in one place, without a paper card to lose.",
  },
  {
    title: "Winter menu sneak peek",
    category: "Updates & News",
    ageDays: 1,
    published: false,
    content:
      "Draft: gingerbread latte, a spiced hot chocolate and the return of the cinnamon roll on weekends. Prices to confirm with the supplier.",
  },
];

export const REVIEWS = [
  {
    user: "maya",
    product: "latte",
    rating: 5,
    ageDays: 3,
    comment: "Silky and not too sweet. The oat milk version is my daily order.",
  },
  {
    user: "leo",
    product: "cold-brew",
    rating: 5,
    ageDays: 6,
    comment: "Smooth and strong, exactly what a Monday needs.",
  },
  {
    user: "omar",
    product: "cookie",
    rating: 4,
    ageDays: 8,
    comment: "Crisp edges, gooey middle. Wish they were bigger!",
  },
  {
    user: "priya",
    product: "lemonade",
    rating: 4,
    ageDays: 2,
    comment: "The raspberry one tastes like summer.",
  },
  {
    user: "jonas",
    product: "muffin",
    rating: 3,
    ageDays: 12,
    comment: "Lots of blueberries, a little dry by the afternoon.",
  },
  {
    user: "owner",
    product: "beans",
    rating: 5,
    ageDays: 15,
    comment: "Our house blend, roasted every Tuesday. Try it as a flat white at home.",
  },
];

/**
 * Messages: [who, text, minutes after the ticket was opened]; who is the customer or "admin".
 * @type {{ user: string, subject: string, status: "open" | "closed", ageDays: number, messages: [string, string, number][] }[]}
 */
export const TICKETS = [
  {
    user: "maya",
    subject: "Gluten-free options?",
    status: "open",
    ageDays: 1,
    messages: [
      ["maya", "Hi! Do you have anything gluten-free? My sister is visiting next week.", 0],
      [
        "admin",
        "Hi Maya! The lemonades and all drinks are fine, and we are testing a gluten-free brownie. I will let you know by Friday.",
        95,
      ],
      ["maya", "Lovely, thank you!", 130],
    ],
  },
  {
    user: "leo",
    subject: "Scanner would not open the camera",
    status: "closed",
    ageDays: 11,
    messages: [
      ["leo", "The Scan QR tab says it cannot access the camera on my phone.", 0],
      [
        "admin",
        "Sorry about that! Please check that the browser may use the camera in your phone's settings. You can also type the code under Enter Code.",
        40,
      ],
      ["leo", "Found it, camera was blocked for the browser. Works now.", 300],
      ["admin", "Great, enjoy your punches!", 320],
    ],
  },
];

export const INVENTORY = [
  { productName: "House Latte", unitPrice: 95, quantity: 120, fillAmount: 0, sellPrice: 450 },
  {
    productName: "Espresso Beans 250 g",
    unitPrice: 610,
    quantity: 30,
    fillAmount: 0,
    sellPrice: 1400,
  },
  {
    productName: "Sparkling Lemonade",
    unitPrice: 105,
    quantity: 48,
    fillAmount: 1,
    sellPrice: 390,
  },
  {
    productName: "Chocolate Chip Cookie",
    unitPrice: 70,
    quantity: 60,
    fillAmount: 0,
    sellPrice: 280,
  },
  { productName: "Ceramic Mug", unitPrice: 640, quantity: 12, fillAmount: 0, sellPrice: 1600 },
];
