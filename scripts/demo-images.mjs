#!/usr/bin/env node
// Product pictures for the demo shop, drawn here as SVG (shapes and gradients, no downloaded
// images) and rendered to JPEG with sharp. `node scripts/demo-images.mjs [folder]` writes them
// out to look at; the demo seed stores them as uploads in the database.
import { mkdirSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const SIZE = 800;
const FONT = "DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif";

const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The shared composition: a soft gradient backdrop with a few dots, a floor shadow and the
 * object. Shop cards lay badges over the corners and phones crop the square to 4:3, so the
 * object sits in the middle, between y = 150 and y = 650. `name` is the picture's title.
 */
function frame({ from, to, dots, name, body }) {
  const dotMarks = [
    [110, 170, 26],
    [690, 210, 18],
    [640, 120, 10],
    [150, 560, 14],
    [700, 520, 22],
    [90, 360, 8],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${dots}" opacity="0.35"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <title>${escapeXml(name)}</title>
  <defs>
    <radialGradient id="bg" cx="50%" cy="42%" r="75%">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>
    </radialGradient>
    <filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="3"/></filter>
  </defs>
  <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
  ${dotMarks}
  <g transform="translate(0 40)">
    <ellipse cx="400" cy="585" rx="230" ry="34" fill="#2b1a10" opacity="0.22" filter="url(#blur)"/>
    ${body}
  </g>
</svg>`;
}

/** A ceramic cup on a saucer seen from slightly above, with steam and art in the foam. */
function cup({ cupColor, cupShade, coffee, foam, art, extra = "" }) {
  const heart = `<path d="M400 372 C 352 338, 338 300, 372 290 C 388 285, 398 296, 400 306 C 402 296, 412 285, 428 290 C 462 300, 448 338, 400 372 Z" fill="${foam}"/>`;
  const rosetta =
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="400" cy="${300 + i * 15}" rx="${48 - i * 8}" ry="7" fill="${foam}" opacity="0.95"/>`,
      )
      .join("") + `<rect x="398" y="292" width="4" height="80" rx="2" fill="${foam}"/>`;
  const dust = Array.from({ length: 38 }, (_, i) => {
    const a = i * 2.4;
    const r = 14 + ((i * 37) % 80);
    return `<circle cx="${400 + Math.cos(a) * r * 1.4}" cy="${330 + Math.sin(a) * r * 0.42}" r="${2 + (i % 3)}" fill="#6b3f22" opacity="0.8"/>`;
  }).join("");
  const surface = art === "heart" ? heart : art === "rosetta" ? rosetta : dust;
  return `
  <defs>
    <linearGradient id="cupBody" x1="0" x2="1">
      <stop offset="0" stop-color="${cupShade}"/><stop offset="0.45" stop-color="${cupColor}"/><stop offset="1" stop-color="${cupShade}"/>
    </linearGradient>
    <radialGradient id="coffee" cx="50%" cy="45%" r="60%">
      <stop offset="0" stop-color="${coffee[0]}"/><stop offset="1" stop-color="${coffee[1]}"/>
    </radialGradient>
  </defs>
  <g fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" opacity="0.7" filter="url(#soft)">
    <path d="M360 250 C 340 215, 385 195, 362 150"/><path d="M410 240 C 390 200, 438 180, 414 128"/><path d="M458 250 C 440 218, 480 198, 462 158"/>
  </g>
  <ellipse cx="400" cy="548" rx="240" ry="52" fill="${cupShade}"/>
  <ellipse cx="400" cy="540" rx="236" ry="48" fill="${cupColor}"/>
  <ellipse cx="400" cy="532" rx="150" ry="26" fill="${cupShade}" opacity="0.45"/>
  <path d="M560 360 C 650 350, 660 470, 555 470" fill="none" stroke="${cupShade}" stroke-width="30" stroke-linecap="round"/>
  <path d="M560 360 C 640 354, 646 462, 555 466" fill="none" stroke="${cupColor}" stroke-width="18" stroke-linecap="round"/>
  <path d="M230 330 L 570 330 C 566 430, 530 520, 400 528 C 270 520, 234 430, 230 330 Z" fill="url(#cupBody)"/>
  <ellipse cx="400" cy="330" rx="170" ry="46" fill="${cupShade}"/>
  <ellipse cx="400" cy="332" rx="154" ry="38" fill="url(#coffee)"/>
  <g transform="translate(0 8) scale(1 1)">${surface}</g>
  ${extra}`;
}

function cookie({ dough, edge, chips, name, from, to }) {
  const bumps = Array.from({ length: 28 }, (_, i) => {
    const a = (i / 28) * Math.PI * 2;
    const r = 200 + ((i * 13) % 5) * 4 - (i % 2) * 6;
    return `${(400 + Math.cos(a) * r).toFixed(1)},${(390 + Math.sin(a) * r * 0.9).toFixed(1)}`;
  }).join(" ");
  const chipMarks = [
    [330, 300, 22],
    [452, 280, 18],
    [520, 360, 24],
    [300, 410, 20],
    [410, 380, 26],
    [480, 470, 20],
    [360, 490, 18],
    [250, 340, 14],
    [560, 430, 15],
    [420, 310, 12],
    [330, 540, 12],
  ]
    .map(
      ([x, y, r], i) =>
        `<path d="M${x - r} ${y} Q ${x - r * 0.6} ${y - r * 1.1}, ${x + r * 0.2} ${y - r} Q ${x + r * 1.2} ${y - r * 0.3}, ${x + r} ${y + r * 0.4} Q ${x + r * 0.2} ${y + r * 1.1}, ${x - r * 0.6} ${y + r * 0.8} Z" fill="${chips}" transform="rotate(${i * 33} ${x} ${y})"/>`,
    )
    .join("");
  const crumbs = [
    [180, 560, 9],
    [620, 575, 7],
    [655, 540, 5],
    [150, 520, 6],
    [600, 610, 5],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${edge}"/>`)
    .join("");
  const body = `
  <defs>
    <radialGradient id="dough" cx="45%" cy="40%" r="65%">
      <stop offset="0" stop-color="${dough}"/><stop offset="0.8" stop-color="${dough}"/><stop offset="1" stop-color="${edge}"/>
    </radialGradient>
  </defs>
  <polygon points="${bumps}" fill="${edge}" transform="translate(0 10)"/>
  <polygon points="${bumps}" fill="url(#dough)"/>
  <g opacity="0.25" fill="${edge}">
    <ellipse cx="360" cy="350" rx="40" ry="10" transform="rotate(-20 360 350)"/><ellipse cx="470" cy="420" rx="46" ry="9" transform="rotate(15 470 420)"/>
    <ellipse cx="380" cy="450" rx="30" ry="8"/>
  </g>
  ${chipMarks}${crumbs}`;
  return frame({ from, to, dots: edge, name, body });
}

function muffin() {
  const stripes = Array.from({ length: 9 }, (_, i) => {
    const x0 = 262 + i * 34.5;
    const x1 = 292 + i * 27;
    return `<line x1="${x0}" y1="420" x2="${x1}" y2="575" stroke="#3f6fb5" stroke-width="4" opacity="0.5"/>`;
  }).join("");
  const berries = [
    [330, 300],
    [430, 260],
    [500, 330],
    [385, 350],
    [290, 380],
    [470, 395],
    [540, 395],
    [410, 220],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="19" fill="#3d2f7a"/><circle cx="${x - 6}" cy="${y - 6}" r="6" fill="#8d86d6"/><circle cx="${x + 3}" cy="${y + 6}" r="3" fill="#21174a"/>`,
    )
    .join("");
  const body = `
  <defs>
    <linearGradient id="wrap" x1="0" x2="1"><stop offset="0" stop-color="#7fa7e6"/><stop offset="0.5" stop-color="#b6cff5"/><stop offset="1" stop-color="#7fa7e6"/></linearGradient>
    <radialGradient id="top" cx="45%" cy="35%" r="70%"><stop offset="0" stop-color="#f3c98b"/><stop offset="1" stop-color="#c98a45"/></radialGradient>
  </defs>
  <path d="M250 420 L 550 420 L 515 580 L 285 580 Z" fill="url(#wrap)"/>
  ${stripes}
  <path d="M215 430 C 200 330, 260 200, 400 190 C 540 200, 600 330, 585 430 C 520 455, 280 455, 215 430 Z" fill="url(#top)"/>
  <g fill="#fff3da" opacity="0.8"><circle cx="350" cy="250" r="5"/><circle cx="455" cy="300" r="4"/><circle cx="300" cy="330" r="4"/><circle cx="520" cy="360" r="5"/><circle cx="405" cy="400" r="4"/></g>
  ${berries}`;
  return frame({ from: "#eef4ff", to: "#c7d8f6", dots: "#7fa7e6", name: "Blueberry Muffin", body });
}

function croissant() {
  const segments = [
    { x: 400, y: 330, rx: 80, ry: 105, rot: 0 },
    { x: 318, y: 360, rx: 64, ry: 90, rot: -28 },
    { x: 482, y: 360, rx: 64, ry: 90, rot: 28 },
    { x: 250, y: 410, rx: 50, ry: 72, rot: -50 },
    { x: 550, y: 410, rx: 50, ry: 72, rot: 50 },
    { x: 200, y: 465, rx: 34, ry: 52, rot: -70 },
    { x: 600, y: 465, rx: 34, ry: 52, rot: 70 },
  ].reverse();
  const parts = segments
    .map(
      (s) =>
        `<ellipse cx="${s.x}" cy="${s.y}" rx="${s.rx}" ry="${s.ry}" transform="rotate(${s.rot} ${s.x} ${s.y})" fill="url(#crust)" stroke="#8a4b12" stroke-width="5"/>` +
        `<path d="M${s.x - s.rx * 0.5} ${s.y - s.ry * 0.55} Q ${s.x} ${s.y - s.ry * 0.75}, ${s.x + s.rx * 0.5} ${s.y - s.ry * 0.55}" fill="none" stroke="#fff1c9" stroke-width="6" stroke-linecap="round" opacity="0.7" transform="rotate(${s.rot} ${s.x} ${s.y})"/>`,
    )
    .join("");
  const body = `
  <defs><radialGradient id="crust" cx="40%" cy="30%" r="80%"><stop offset="0" stop-color="#f7c86a"/><stop offset="0.6" stop-color="#d98b2b"/><stop offset="1" stop-color="#9c5414"/></radialGradient></defs>
  ${parts}`;
  return frame({ from: "#fff6e3", to: "#f1cf93", dots: "#d98b2b", name: "Butter Croissant", body });
}

function cinnamonRoll() {
  const points = [];
  for (let t = 0; t <= Math.PI * 7.2; t += 0.08) {
    const r = 12 + t * 9.5;
    points.push(
      `${(400 + Math.cos(t) * r).toFixed(1)},${(380 + Math.sin(t) * r * 0.82).toFixed(1)}`,
    );
  }
  const spiral = points.join(" ");
  const body = `
  <defs><radialGradient id="roll" cx="50%" cy="45%" r="60%"><stop offset="0" stop-color="#e8a55e"/><stop offset="1" stop-color="#b8662a"/></radialGradient></defs>
  <ellipse cx="400" cy="395" rx="232" ry="196" fill="#8f4a1c"/>
  <ellipse cx="400" cy="380" rx="226" ry="190" fill="url(#roll)"/>
  <polyline points="${spiral}" fill="none" stroke="#7a3a12" stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>
  <polyline points="${spiral}" fill="none" stroke="#f0be7f" stroke-width="4" stroke-linecap="round" opacity="0.7" transform="translate(-3 -4)"/>
  <g fill="none" stroke="#fffaf0" stroke-width="14" stroke-linecap="round" opacity="0.95">
    <path d="M220 330 C 300 280, 330 420, 420 330 S 540 300, 590 360"/>
    <path d="M250 440 C 320 400, 380 500, 470 420 S 560 420, 580 440"/>
  </g>`;
  return frame({ from: "#fff1e2", to: "#e9c2a0", dots: "#b8662a", name: "Cinnamon Roll", body });
}

function bottle({ liquid, liquidDark, cap, label, labelText, name, from, to, garnish = "" }) {
  const bubbles = [
    [370, 430, 8],
    [420, 470, 6],
    [395, 520, 10],
    [440, 400, 5],
    [360, 500, 5],
    [430, 540, 7],
    [380, 380, 4],
  ]
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.7"/>`,
    )
    .join("");
  const body = `
  <defs>
    <linearGradient id="glass" x1="0" x2="1">
      <stop offset="0" stop-color="${liquidDark}"/><stop offset="0.35" stop-color="${liquid}"/><stop offset="0.7" stop-color="${liquid}"/><stop offset="1" stop-color="${liquidDark}"/>
    </linearGradient>
  </defs>
  ${garnish}
  <path d="M365 120 L 435 120 L 435 200 C 435 250, 500 270, 500 330 L 500 560 C 500 580, 485 590, 465 590 L 335 590 C 315 590, 300 580, 300 560 L 300 330 C 300 270, 365 250, 365 200 Z" fill="url(#glass)" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4"/>
  <rect x="358" y="100" width="84" height="40" rx="8" fill="${cap}"/>
  <g fill="#ffffff" opacity="0.25"><rect x="362" y="108" width="76" height="6"/><rect x="362" y="120" width="76" height="6"/></g>
  ${bubbles}
  <rect x="300" y="360" width="200" height="120" fill="${label}"/>
  <text x="400" y="415" text-anchor="middle" font-family="${FONT}" font-size="30" font-weight="700" fill="#3b2417">${escapeXml(labelText[0])}</text>
  <text x="400" y="452" text-anchor="middle" font-family="${FONT}" font-size="20" letter-spacing="3" fill="#3b2417">${escapeXml(labelText[1])}</text>
  <path d="M322 300 C 318 360, 318 460, 326 560" stroke="#ffffff" stroke-width="10" stroke-linecap="round" opacity="0.35" fill="none"/>`;
  return frame({ from, to, dots: liquidDark, name, body });
}

const lemonSlice = (x, y, r, fill, pith) => `
  <circle cx="${x}" cy="${y}" r="${r}" fill="${pith}"/><circle cx="${x}" cy="${y}" r="${r * 0.86}" fill="${fill}"/>
  ${Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    return `<line x1="${x}" y1="${y}" x2="${x + Math.cos(a) * r * 0.84}" y2="${y + Math.sin(a) * r * 0.84}" stroke="${pith}" stroke-width="5"/>`;
  }).join("")}
  <circle cx="${x}" cy="${y}" r="${r * 0.12}" fill="${pith}"/>`;

function matcha() {
  const cubes = [
    [345, 250, -12],
    [430, 240, 15],
    [385, 300, 5],
    [450, 320, -20],
    [340, 340, 18],
  ]
    .map(
      ([x, y, a]) =>
        `<rect x="${x - 32}" y="${y - 32}" width="64" height="64" rx="12" fill="#ffffff" opacity="0.55" stroke="#ffffff" stroke-width="3" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join("");
  const body = `
  <defs>
    <linearGradient id="drink" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#f7f4e8"/><stop offset="0.42" stop-color="#eef0d8"/><stop offset="0.58" stop-color="#a9c46c"/><stop offset="1" stop-color="#5f8a2f"/>
    </linearGradient>
  </defs>
  <rect x="452" y="95" width="24" height="300" rx="10" fill="#2f7d5b" transform="rotate(14 464 245)"/>
  <path d="M270 190 L 530 190 L 500 580 L 300 580 Z" fill="url(#drink)" opacity="0.95"/>
  ${cubes}
  <path d="M270 190 L 530 190 L 500 580 L 300 580 Z" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.8"/>
  <path d="M298 215 L 322 560" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.4"/>
  <ellipse cx="400" cy="190" rx="130" ry="16" fill="#ffffff" opacity="0.6"/>`;
  return frame({
    from: "#f2f8e8",
    to: "#c9dfae",
    dots: "#7ea546",
    name: "Iced Matcha Latte",
    body,
  });
}

function beanBag() {
  const beans = [
    [180, 560, 20],
    [230, 590, -30],
    [600, 575, 40],
    [640, 540, -10],
    [560, 600, 70],
  ]
    .map(
      ([x, y, a]) =>
        `<g transform="rotate(${a} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="26" ry="18" fill="#4a2511"/><path d="M${x - 20} ${y} Q ${x} ${y - 8}, ${x + 20} ${y}" stroke="#22100a" stroke-width="4" fill="none"/></g>`,
    )
    .join("");
  const body = `
  <defs><linearGradient id="kraft" x1="0" x2="1"><stop offset="0" stop-color="#a87a4f"/><stop offset="0.5" stop-color="#caa278"/><stop offset="1" stop-color="#a87a4f"/></linearGradient></defs>
  <path d="M270 200 L 530 200 L 560 580 L 240 580 Z" fill="url(#kraft)"/>
  <path d="M270 200 L 300 140 L 500 140 L 530 200 Z" fill="#8c623b"/>
  <rect x="290" y="150" width="220" height="14" fill="#6f4a2a"/>
  <rect x="300" y="290" width="200" height="190" rx="14" fill="#2b1a10"/>
  <text x="400" y="360" text-anchor="middle" font-family="${FONT}" font-size="34" font-weight="700" fill="#f4d7a8">ESPRESSO</text>
  <text x="400" y="400" text-anchor="middle" font-family="${FONT}" font-size="20" letter-spacing="4" fill="#f4d7a8">HOUSE BLEND</text>
  <text x="400" y="450" text-anchor="middle" font-family="${FONT}" font-size="22" fill="#caa278">250 g</text>
  ${beans}`;
  return frame({ from: "#f8efe4", to: "#dcc2a4", dots: "#8c623b", name: "Espresso Beans", body });
}

function mug() {
  const body = `
  <defs><linearGradient id="mug" x1="0" x2="1"><stop offset="0" stop-color="#1f5f5b"/><stop offset="0.45" stop-color="#2f8a83"/><stop offset="1" stop-color="#1f5f5b"/></linearGradient></defs>
  <g fill="none" stroke="#ffffff" stroke-width="9" stroke-linecap="round" opacity="0.7" filter="url(#soft)">
    <path d="M360 200 C 340 165, 385 145, 362 100"/><path d="M430 195 C 410 155, 458 135, 434 88"/>
  </g>
  <path d="M520 300 C 640 290, 640 480, 520 470" fill="none" stroke="#1f5f5b" stroke-width="40" stroke-linecap="round"/>
  <path d="M250 230 L 550 230 L 550 540 C 550 570, 530 585, 500 585 L 300 585 C 270 585, 250 570, 250 540 Z" fill="url(#mug)"/>
  <ellipse cx="400" cy="230" rx="150" ry="28" fill="#174845"/>
  <ellipse cx="400" cy="234" rx="136" ry="20" fill="#4a2a17"/>
  <circle cx="400" cy="400" r="78" fill="none" stroke="#f4ead8" stroke-width="6"/>
  <text x="400" y="418" text-anchor="middle" font-family="${FONT}" font-size="52" font-weight="700" fill="#f4ead8">B&amp;C</text>
  <path d="M280 260 L 280 540" stroke="#ffffff" stroke-width="12" stroke-linecap="round" opacity="0.2"/>`;
  return frame({ from: "#e9f6f4", to: "#b5dcd6", dots: "#2f8a83", name: "Ceramic Mug", body });
}

const PUMPKIN_LEAF = `<path d="M560 560 C 600 520, 660 530, 680 560 C 650 590, 600 600, 560 560 Z" fill="#c2571a"/><path d="M560 560 L 676 560" stroke="#8a3a0e" stroke-width="3"/>`;

/** Every picture the demo needs, by key: [key, svg]. */
export function demoImageSvgs() {
  return [
    [
      "latte",
      frame({
        from: "#fff7ec",
        to: "#e9cfae",
        dots: "#c08a58",
        name: "House Latte",
        body: cup({
          cupColor: "#fbf7f1",
          cupShade: "#d9cfc2",
          coffee: ["#c9915c", "#7b4a26"],
          foam: "#fff8ee",
          art: "heart",
        }),
      }),
    ],
    [
      "latte-2",
      frame({
        from: "#f3ede6",
        to: "#cdb8a2",
        dots: "#8b5e3c",
        name: "House Latte",
        body: cup({
          cupColor: "#2d3a4a",
          cupShade: "#1b2430",
          coffee: ["#c9915c", "#7b4a26"],
          foam: "#fff8ee",
          art: "rosetta",
        }),
      }),
    ],
    [
      "cappuccino",
      frame({
        from: "#fdf3ea",
        to: "#e3c1a0",
        dots: "#a0663b",
        name: "Cappuccino",
        body: cup({
          cupColor: "#e7f0f7",
          cupShade: "#b9c9d6",
          coffee: ["#f1dcc0", "#c89a6c"],
          foam: "#fff8ee",
          art: "dust",
        }),
      }),
    ],
    [
      "pumpkin",
      frame({
        from: "#fff0e0",
        to: "#f2b57e",
        dots: "#d86c1f",
        name: "Pumpkin Spice Latte",
        body: cup({
          cupColor: "#f08a3c",
          cupShade: "#c2571a",
          coffee: ["#f3d2a6", "#d49b63"],
          foam: "#fff8ee",
          art: "heart",
          extra: PUMPKIN_LEAF,
        }),
      }),
    ],
    ["beans", beanBag()],
    [
      "cookie",
      cookie({
        dough: "#e8b56a",
        edge: "#b97a34",
        chips: "#3b2014",
        name: "Chocolate Chip Cookie",
        from: "#fff5e6",
        to: "#efd0a4",
      }),
    ],
    [
      "cookie-2",
      cookie({
        dough: "#6b3d22",
        edge: "#43230f",
        chips: "#f7ecd9",
        name: "Double Chocolate",
        from: "#f7ece4",
        to: "#d7b9a4",
      }),
    ],
    ["muffin", muffin()],
    ["croissant", croissant()],
    ["cinnamon-roll", cinnamonRoll()],
    [
      "lemonade",
      bottle({
        liquid: "#f7e36b",
        liquidDark: "#d9b92e",
        cap: "#2e7d4f",
        label: "#fffbe8",
        labelText: ["Sparkling", "LEMON"],
        name: "Sparkling Lemonade",
        from: "#fffbe6",
        to: "#f3e39a",
        garnish: lemonSlice(580, 520, 70, "#f7e36b", "#fff8d2"),
      }),
    ],
    [
      "lemonade-raspberry",
      bottle({
        liquid: "#f58bb0",
        liquidDark: "#d1497c",
        cap: "#2e7d4f",
        label: "#fff0f5",
        labelText: ["Sparkling", "RASPBERRY"],
        name: "Raspberry Lemonade",
        from: "#fff0f5",
        to: "#f5bcd0",
        garnish: [
          [590, 540],
          [620, 500],
          [560, 505],
        ]
          .map(
            ([x, y]) =>
              `<circle cx="${x}" cy="${y}" r="26" fill="#c4285e"/><circle cx="${x - 8}" cy="${y - 8}" r="7" fill="#f07aa3"/>`,
          )
          .join(""),
      }),
    ],
    [
      "lemonade-ginger",
      bottle({
        liquid: "#f2c27a",
        liquidDark: "#c98d3a",
        cap: "#2e7d4f",
        label: "#fff7ea",
        labelText: ["Sparkling", "GINGER"],
        name: "Ginger Lemonade",
        from: "#fff6ea",
        to: "#ecd0a5",
        garnish: lemonSlice(585, 525, 62, "#f7e36b", "#fff8d2"),
      }),
    ],
    [
      "cold-brew",
      bottle({
        liquid: "#5a3220",
        liquidDark: "#2a140b",
        cap: "#1f1f1f",
        label: "#e9d3b0",
        labelText: ["COLD BREW", "18 HOUR STEEP"],
        name: "Cold Brew",
        from: "#f3ebe3",
        to: "#cdb39a",
      }),
    ],
    ["matcha", matcha()],
    ["mug", mug()],
  ];
}

/**
 * The demo café's logo: a cup with steam on an espresso-brown round, drawn like the pictures
 * (no text, no downloaded image). A PNG, as an owner would upload one.
 */
export async function renderDemoLogo() {
  const { default: sharp } = await import("sharp");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <circle cx="256" cy="256" r="248" fill="#7c2d12"/>
  <circle cx="256" cy="256" r="222" fill="none" stroke="#fde7c7" stroke-width="10"/>
  <g fill="none" stroke="#fde7c7" stroke-width="16" stroke-linecap="round">
    <path d="M206 150 C 186 125, 226 110, 206 85"/><path d="M256 150 C 236 125, 276 110, 256 85"/><path d="M306 150 C 286 125, 326 110, 306 85"/>
  </g>
  <path d="M146 190 H 350 V 300 A 80 80 0 0 1 270 380 H 226 A 80 80 0 0 1 146 300 Z" fill="#fde7c7"/>
  <path d="M350 215 H 372 A 46 46 0 0 1 372 307 H 346" fill="none" stroke="#fde7c7" stroke-width="22"/>
  <path d="M126 410 H 390" stroke="#fde7c7" stroke-width="18" stroke-linecap="round"/>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The pictures as JPEG bytes: [{ key, contentType, data }]. */
export async function renderDemoImages() {
  const { default: sharp } = await import("sharp");
  return Promise.all(
    demoImageSvgs().map(async ([key, svg]) => ({
      key,
      contentType: "image/jpeg",
      data: await sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toBuffer(),
    })),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = resolve(process.argv[2] || "tmp/demo-images");
  mkdirSync(dir, { recursive: true });
  for (const image of await renderDemoImages())
    writeFileSync(join(dir, `${image.key}.jpg`), image.data);
  console.log(`Wrote the demo pictures to ${dir}`);
}
