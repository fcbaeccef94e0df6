/** Link preview images are 1200x630: the size Facebook, X, WhatsApp and LinkedIn all crop least. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
