/** spec §2 Sudoku: the win message. */
export const SUDOKU_WON_TEXT = 'Gagné ! Félicitations !';
