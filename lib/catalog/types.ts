/** What the catalogue API answers (SPEC §7): money in dollars, the category as its id. */
export type ProductDto = {
  id: string;
  name: string;
  description: string;
  detailedDescription: string | null;
  imageUrl: string;
  images: string[];
  videoUrl: string | null;
  flavors: string[];
  stock: number;
  category: string | null;
  categoryName: string | null;
  price: number;
  dealPrice: number | null;
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
};

export type CategoryDto = {
  id: string;
  name: string;
  description: string | null;
  productCount: number;
  createdAt: string;
};

export type InventoryItemDto = {
  id: string;
  productName: string;
  unitPrice: number;
  quantity: number;
  fillAmount: number;
  sellPrice: number;
  baseCost: number;
  fillCost: number;
  totalCost: number;
  revenue: number;
  profit: number;
  createdAt: string;
};

export type InventorySummaryDto = {
  baseCost: number;
  fillCost: number;
  totalCost: number;
  revenue: number;
  profit: number;
  /** Profit over revenue in percent, one decimal. */
  margin: number;
  /** 30% or more. */
  healthyMargin: boolean;
};

export type InventoryDto = { items: InventoryItemDto[]; summary: InventorySummaryDto };
