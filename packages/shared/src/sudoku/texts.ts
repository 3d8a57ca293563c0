/** docs/product/content-and-games.md Sudoku: the win message. */
export const SUDOKU_WON_TEXT = 'Gagné ! Félicitations !';
