"use client";

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  rectIntersection,
  TouchSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { CategoryDto } from "@/lib/catalog/types";
import { dirOf } from "@/lib/i18n/locales";
import { CategoryColumn, ProductChip, type BoardProduct } from "./category-column";
import { jumpBetween } from "./keyboard-moves";

export const UNCATEGORIZED = "uncategorized";

// The pointer decides for mouse and touch; the keyboard has no pointer, so overlap decides.
const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

type Props = {
  categories: CategoryDto[];
  products: BoardProduct[];
  onMove: (product: BoardProduct, categoryId: string | null) => void;
  onEdit: (category: CategoryDto) => void;
  onDelete: (category: CategoryDto) => void;
};

/** Drag-and-drop of products between categories and 'Uncategorized Products': mouse, touch, keyboard. */
export function CategoryBoard({ categories, products, onMove, onEdit, onDelete }: Props) {
  const t = useTranslations("adminCatalog.board");
  const dir = dirOf(useLocale());
  const [dragging, setDragging] = useState<BoardProduct | null>(null);
  // Screen order of the drop targets; a drag reads it when it starts.
  const order = [UNCATEGORIZED, ...categories.map((c) => c.id)];
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 5 } }),
    // A short press picks a product up, so a finger can still scroll the page.
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: jumpBetween(order, dir) }),
  );
  const nameOf = (id: string) =>
    id === UNCATEGORIZED
      ? t("uncategorized")
      : (categories.find((c) => c.id === id)?.name ?? t("someCategory"));
  const productName = (id: string | number) =>
    products.find((p) => p.id === id)?.name ?? t("someProduct");

  function start(event: DragStartEvent) {
    setDragging(products.find((p) => p.id === event.active.id) ?? null);
  }

  function end(event: DragEndEvent) {
    setDragging(null);
    const product = products.find((p) => p.id === event.active.id);
    if (!product || !event.over) return;
    const target = event.over.id === UNCATEGORIZED ? null : String(event.over.id);
    // Dropping on the category it is already in does nothing.
    if (target === product.category) return;
    onMove(product, target);
  }

  const inColumn = (id: string | null) => products.filter((p) => p.category === id);

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragging(null)}
      accessibility={{
        screenReaderInstructions: {
          draggable: t("instructions"),
        },
        announcements: {
          onDragStart: ({ active }) => t("pickedUp", { product: productName(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t("over", { product: productName(active.id), category: nameOf(String(over.id)) })
              : t("notOver", { product: productName(active.id) }),
          onDragEnd: ({ active, over }) =>
            over
              ? t("dropped", { product: productName(active.id), category: nameOf(String(over.id)) })
              : t("droppedNowhere", { product: productName(active.id) }),
          onDragCancel: ({ active }) => t("cancelled", { product: productName(active.id) }),
        },
      }}
    >
      <div
        className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2 xl:grid-cols-3"
        data-testid="category-board"
      >
        <CategoryColumn id={UNCATEGORIZED} title={t("uncategorized")} products={inColumn(null)} />
        {categories.map((category) => (
          <CategoryColumn
            key={category.id}
            id={category.id}
            title={category.name}
            description={category.description}
            products={inColumn(category.id)}
            onEdit={() => onEdit(category)}
            onDelete={() => onDelete(category)}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {dragging ? <ProductChip product={dragging} overlay /> : null}
      </DragOverlay>
    </DndContext>
  );
}
