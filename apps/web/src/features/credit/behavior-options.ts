import type { CascaderProps } from 'antd';
import type { BehaviorCatalogue } from './credit-api.ts';

type Option = NonNullable<CascaderProps['options']>[number];
export type CatalogueContent = BehaviorCatalogue['categories'][number]['contents'][number];

const signed = (score: number) => (score > 0 ? `+${score}` : String(score));

/** The catalogue as cascader options: category → content → level with its score. */
export function behaviorOptions(catalogue: BehaviorCatalogue | undefined): Option[] {
  return (catalogue?.categories ?? []).map((category) => ({
    value: category.id,
    label: category.name,
    children: category.contents.map((content) => ({
      value: content.id,
      label: content.name,
      children: content.levels.map((level) => ({
        value: level.id,
        label: `${level.name}（${signed(level.scoreValue)}分）`,
      })),
    })),
  }));
}

/** The chosen path's content and level. */
export function chosenBehavior(catalogue: BehaviorCatalogue | undefined, path: number[] | undefined) {
  const [categoryId, contentId, levelId] = path ?? [];
  const content = catalogue?.categories
    .find((category) => category.id === categoryId)
    ?.contents.find((candidate) => candidate.id === contentId);
  return { content, level: content?.levels.find((level) => level.id === levelId) };
}

/** The path to a level, for a record being edited. */
export function pathOfLevel(catalogue: BehaviorCatalogue | undefined, levelId: number | null): number[] | undefined {
  for (const category of catalogue?.categories ?? [])
    for (const content of category.contents)
      if (content.levels.some((level) => level.id === levelId)) return [category.id, content.id, levelId ?? 0];
  return undefined;
}
