// src/verify/explorer.js: the proof explorer's script (embedded by `yomi explore`; no library, no
// network). It reads the certificate's nodes (preorder: move, board, to move, kind, children,
// subtree size, words) and lets a person walk the tree. URL hash: #path=0.2.1 opens that node
// (child indices from the root); #selftest walks to a leaf and back and reports in #selftest.
"use strict";
const D = JSON.parse(document.getElementById("data").textContent);
const N = D.nodes.map((a) => ({move: a[0], board: a[1], toMove: a[2], kind: a[3], n: a[4], size: a[5],
                               why: a[6], kids: []}));
(function link() { // preorder with child counts -> child lists
  const stack = [];
  N.forEach((node, i) => {
    if (stack.length) { const top = stack[stack.length - 1]; N[top.i].kids.push(i); if (--top.left === 0) stack.pop(); }
    for (let s = stack.length - 1; s >= 0 && stack[s].left === 0; s--) stack.pop();
    if (node.n > 0) stack.push({i: i, left: node.n});
  });
})();
const $ = (id) => document.getElementById(id);
const colour = (c) => (c === "X" ? "Black" : "White");
const KIND = {end: "the game is over (two passes): area score decides", area: "static decision: pass-alive area",
              pure: "static decision: pass-alive area with pure eyes", pass: "static decision: passing back wins",
              alive: "Kill-All: the Defender has a pass-alive string", noroom: "Kill-All: no room for the Defender",
              nomove: "the player to move has no legal move"};
let path = [0], ahead = [];

function boardSvg(node, last) {
  const s = 40, R = D.rows, C = D.cols, w = C * s + s, h = R * s + s;
  let g = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#dcb35c"/>`;
  for (let r = 0; r < R; r++) g += `<line x1="${s}" y1="${s * r + s}" x2="${s * C}" y2="${s * r + s}" stroke="#000"/>`;
  for (let c = 0; c < C; c++) g += `<line x1="${s * c + s}" y1="${s}" x2="${s * c + s}" y2="${s * R}" stroke="#000"/>`;
  for (let c = 0; c < C; c++) g += `<text x="${s * c + s}" y="${s * 0.45}" text-anchor="middle" font-size="13">${"ABCDEFGHJKLMNOPQRSTUVWXYZ"[c]}</text>`;
  for (let r = 0; r < R; r++) g += `<text x="${s * 0.4}" y="${s * r + s + 5}" text-anchor="middle" font-size="13">${R - r}</text>`;
  for (let p = 0; p < R * C; p++) {
    const ch = node.board[p], x = (p % C) * s + s, y = Math.floor(p / C) * s + s;
    if (ch === ".") continue;
    g += `<circle class="stone" cx="${x}" cy="${y}" r="${s * 0.45}" fill="${ch === "X" ? "#000" : "#fff"}" stroke="#000"/>`;
    if (p === last) g += `<circle cx="${x}" cy="${y}" r="${s * 0.15}" fill="#d22"/>`;
  }
  return g + "</svg>";
}

function point(move) { // GTP name -> point index (-1: pass)
  if (move === "pass" || move === "root") return -1;
  let c = move.charCodeAt(0) - 65; if (c > 8) c--;
  return (D.rows - parseInt(move.slice(1), 10)) * D.cols + c;
}

function render() {
  const i = path[path.length - 1], node = N[i];
  $("title").textContent = `${D.game === "go" ? "Go" : "Kill-All Go"} ${D.rows}x${D.cols}` +
      (D.game === "go" ? `, komi ${D.komi}` : ", Attacker Black") + `: ${D.winner} wins (proof of ${D.total} nodes)`;
  $("board").innerHTML = boardSvg(node, point(node.move));
  $("path").textContent = path.slice(1).map((j) => N[j].move).join(" ") || "(root)";
  const mover = node.move === "root" ? "start position" : `${colour(node.toMove === "X" ? "O" : "X")} played ${node.move}`;
  $("move").textContent = `${mover}; ${colour(node.toMove)} to move; subtree ${node.size} nodes`;
  $("why").textContent = node.n ? node.why + (node.toMove === D.winner[0].replace("B", "X").replace("W", "O") ?
      " (its other moves are not needed by the proof)" : "") : `Leaf (${KIND[node.kind] || node.kind}): ${node.why}`;
  const ul = $("children");
  ul.innerHTML = "";
  node.kids.forEach((k, idx) => {
    const li = document.createElement("li"), b = document.createElement("button"), kid = N[k];
    b.textContent = kid.move;
    b.className = "child";
    b.onclick = () => { path.push(k); ahead = []; go(); };
    li.appendChild(b);
    li.appendChild(document.createTextNode(` proved for ${D.winner}; ${kid.size} nodes` +
                                           (kid.n ? "" : `; leaf: ${KIND[kid.kind] || kid.kind}`)));
    li.dataset.index = idx;
    ul.appendChild(li);
  });
  $("back").disabled = path.length === 1;
  $("forward").disabled = !ahead.length && !node.kids.length;
}

function go() {
  const idx = path.slice(1).map((j, d) => N[path[d]].kids.indexOf(j));
  history.replaceState(null, "", "#path=" + idx.join("."));
  render();
}
$("root").onclick = () => { ahead = path.slice(1).reverse().concat(ahead); path = [0]; go(); };
$("back").onclick = () => { if (path.length > 1) { ahead.unshift(path.pop()); go(); } };
$("forward").onclick = () => {
  const here = N[path[path.length - 1]];
  if (ahead.length) path.push(ahead.shift()); else if (here.kids.length) path.push(here.kids[0]);
  go();
};

function selftest() { // clicks through to a leaf along first children, checks the page, comes back
  const fail = (why) => { $("selftest").textContent = "selftest: FAIL " + why; };
  let depth = 0;
  while (document.querySelector("button.child")) {
    const node = N[path[path.length - 1]], stones = (node.board.match(/[XO]/g) || []).length;
    if (document.querySelectorAll("circle.stone").length !== stones) return fail("stones drawn at depth " + depth);
    if (document.querySelectorAll("button.child").length !== node.kids.length) return fail("children listed");
    document.querySelector("button.child").click();
    depth++;
  }
  const leaf = N[path[path.length - 1]];
  if (leaf.n !== 0 || !$("why").textContent.startsWith("Leaf")) return fail("no leaf explained");
  for (let d = 0; d < depth; d++) $("back").click();
  if (path.length !== 1 || $("path").textContent !== "(root)") return fail("back did not return to the root");
  $("forward").click();
  if (path.length !== 2) return fail("forward");
  $("root").click();
  $("selftest").textContent = `selftest: PASS depth ${depth} leaf ${leaf.kind} nodes ${N.length}`;
}

const m = /path=([0-9.]*)/.exec(location.hash);
if (m && m[1]) for (const s of m[1].split(".")) { const k = N[path[path.length - 1]].kids[+s]; if (k !== undefined) path.push(k); }
render();
if (location.hash.indexOf("selftest") >= 0) selftest();
