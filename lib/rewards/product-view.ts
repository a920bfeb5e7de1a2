import type { Product } from "@/lib/db/schema";

/** What a customer sees of a product after verifying its code. */
export type PublicProduct = {
  id: string;
  name: string;
  description: string;
  imageUrl: string;
  flavors: string[];
  stock: number;
};

export function toPublicProduct(p: Product): PublicProduct {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    imageUrl: p.imageUrl,
    flavors: p.flavors,
    stock: p.stock,
  };
}
