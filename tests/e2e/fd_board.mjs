// What the Fox & Dolphin bots that read only accessible names share
// (fd_person.test.mjs, fd_blind.test.mjs): a tile's name as the board
// says it, and the rules' moves as those names let a player work them out.
// A board here is `{ tiles }`, a Map from `key(row, col)` (0-based) to
// `{ row, col, land, animal }`.

/** A tile's accessible name: "Row 3, column 7, land, fox". */
export const NAME = /^Row (\d+), column (\d+), (land|water), (fox|dolphin|empty)$/;
export const key = (row, col) => `${row},${col}`;

export function neighbours(board, t) {
  return [[-1, 0], [1, 0], [0, -1], [0, 1]]
    .map(([dr, dc]) => board.tiles.get(key(t.row + dr, t.col + dc)))
    .filter(Boolean);
}

/** Some land within two steps (the tile itself included): a fox may move. */
export function landWithinTwo(board, t) {
  for (let dr = -2; dr <= 2; dr += 1) {
    for (let dc = -2 + Math.abs(dr); dc <= 2 - Math.abs(dr); dc += 1) {
      if (board.tiles.get(key(t.row + dr, t.col + dc))?.land) return true;
    }
  }
  return false;
}

export function canMove(board, species, from, to) {
  if (to.animal === species) return false;
  if (species === 'dolphin') return !from.land && !to.land;
  return landWithinTwo(board, from) && !(to.animal === 'dolphin' && !to.land);
}

export const distance = (a, b) => Math.abs(a.row - b.row) + Math.abs(a.col - b.col);
export const nearest = (t, list) => list.reduce((best, o) => Math.min(best, distance(t, o)), 99);
