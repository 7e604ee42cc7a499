// Reads an SGF file with Sabaki's parser (@sabaki/sgf) and prints what it found, one "key: value" a line:
// the root's players, date, result, event, rule, and the number of moves on the main line.
// Usage: node scripts/sgf-check/read.mjs FILE.sgf   (after: npm ci --prefix scripts/sgf-check)
import sgf from '@sabaki/sgf'

const file = process.argv[2]
if (!file) {
  console.error('usage: node read.mjs FILE.sgf')
  process.exit(2)
}
const [root] = sgf.parseFile(file)
const first = (id) => (root.data[id] || [''])[0]
let moves = 0
let comments = 0
for (let node = root; node; node = node.children[0]) {
  if (node.data.B || node.data.W) moves++
  if (node.data.C) comments++
}
for (const id of ['PB', 'PW', 'DT', 'RE', 'EV', 'RU', 'TC']) {
  console.log(`${id}: ${first(id)}`)
}
console.log(`moves: ${moves}`)
console.log(`comments: ${comments}`)
