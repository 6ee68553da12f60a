/** Example designs used to decorate the hero, gallery placeholder and welcome page. */
import { BUILT_IN_COLORS } from '#shared/catalog';

export interface ShowcaseDesign {
  text: string;
  fontFamily: string;
  fontColor: string;
  backgroundColor: string;
}

const color = (value: string) => BUILT_IN_COLORS.find((c) => c.value === value) ?? BUILT_IN_COLORS[0]!;

function design(text: string, fontFamily: string, colorValue: string): ShowcaseDesign {
  const c = color(colorValue);
  return { text, fontFamily, fontColor: c.fontColor, backgroundColor: c.backgroundColor };
}

/** Six sample keychains across the built-in fonts and colours. */
export const SHOWCASE_DESIGNS: readonly ShowcaseDesign[] = [
  design('Aarav', 'bangers', 'yellow'),
  design('Priya', 'pacifico', 'light-pink'),
  design('Rohan', 'permanent-marker', 'light-blue'),
  design('Ananya', 'chewy', 'green'),
  design('Kabir', 'knewave', 'orange'),
  design('Meera', 'pacifico', 'yellow'),
];
