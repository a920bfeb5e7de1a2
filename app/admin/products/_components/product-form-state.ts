import type { ProductDto } from "@/lib/catalog/types";
import { amountForInput } from "@/lib/catalog/money";
import { PLACEHOLDER_IMAGE } from "@/lib/catalog/placeholder";

/** The form keeps text as typed; the shared zod schema turns it into the contract's values. */
export type ProductFormState = {
  name: string;
  description: string;
  detailedDescription: string;
  imageUrl: string;
  images: string[];
  videoUrl: string;
  flavors: string;
  stock: string;
  category: string;
  price: string;
  dealPrice: string;
  hidden: boolean;
};

export const emptyProductForm: ProductFormState = {
  name: "",
  description: "",
  detailedDescription: "",
  imageUrl: "",
  images: [],
  videoUrl: "",
  flavors: "",
  stock: "",
  category: "",
  price: "",
  dealPrice: "",
  hidden: false,
};

/** The form for editing `p`; amounts written with the shop currency's decimals. */
export function formFromProduct(p: ProductDto, currency: string): ProductFormState {
  return {
    name: p.name,
    description: p.description,
    detailedDescription: p.detailedDescription ?? "",
    imageUrl: p.imageUrl === PLACEHOLDER_IMAGE ? "" : p.imageUrl,
    images: p.images,
    videoUrl: p.videoUrl ?? "",
    flavors: p.flavors.join(", "),
    stock: String(p.stock),
    category: p.category ?? "",
    price: amountForInput(p.price, currency),
    dealPrice: p.dealPrice === null ? "" : amountForInput(p.dealPrice, currency),
    hidden: p.hidden,
  };
}

/** The request body: the same field names as the contract; blanks mean "none". */
export function bodyFromForm(f: ProductFormState) {
  return {
    name: f.name,
    description: f.description,
    detailedDescription: f.detailedDescription,
    imageUrl: f.imageUrl,
    images: f.images,
    videoUrl: f.videoUrl,
    flavors: f.flavors,
    stock: f.stock,
    category: f.category,
    price: f.price,
    dealPrice: f.dealPrice,
    hidden: f.hidden,
  };
}
