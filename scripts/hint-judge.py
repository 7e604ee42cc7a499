#!/usr/bin/env python3
"""The hint judge: checks the hints of InARow's `analyze --batch` (gomoku, freestyle, 15x15)
against the engine Rapfi, spoken to through the Gomocup "pbrain" protocol.

Usage
-----
  hint-judge.py sample --games GAMES.sgf [MORE.sgf ...] --out positions.txt [--seed 1]
      Reads c-gomoku-cli's SGF files (several games a file), takes every prefix of 12 moves or
      more with no five on the board, classifies it by a pattern scan and samples 500 positions
      with a fixed seed, without replacement, category by category in this order:
          opp-four      80   the opponent (the side that just moved) has a four
          opp-three    230   the opponent has an open three (one move makes an open four)
          mover-four    30   the side to move has a four
          mover-three   80   the side to move has an open three
          mover-wins    80   the side to move made five within 13 plies of the position
                           (a five on the board; a game lost on time does not count)
      A position that qualifies for several categories is taken once, by the first category that
      draws it; a category that runs short takes what there is, and the sampler says so. Writes
      one move list a line to OUT and the same lines with their category, every category they
      qualify for and their source game to OUT with the suffix .tsv (positions.tsv).

  hint-judge.py run --jar JAR --positions positions.txt --rapfi PATH/pbrain-rapfi --out DIR
                    [--cpu N] [--movetime 1000] [--rapfi-time 1000] [--recheck-time 3000]
                    [--limit K] [--cache FILE] [--ours-tsv FILE]
      Runs our `analyze --batch` once over all positions (pinned with `taskset -c N` when --cpu
      is given; Rapfi is pinned to the same core and runs after it), asks Rapfi about the
      positions it needs, and writes DIR/ours.tsv (our answers), DIR/items.tsv (every counted
      case) and DIR/summary.txt (the counts and the cases), and prints the summary. Rapfi's
      answers are cached in a JSON file (default ~/.cache/inarow-hint-judge/rapfi-cache.json)
      keyed by (move list, time in ms), written after every query, so a rerun or an interrupted
      run only asks what it has not asked before. --ours-tsv judges an earlier run's ours.tsv
      instead of running the jar. When positions.tsv lies beside the positions file, the cases
      are marked with their sampled category.

Notation: move lists as InARow writes them, `h8 i9 h9`: column letter a.. from the left, row
1.. from the bottom, black first. P is a position, "the mover" its side to move, "the opponent"
the other side. Our answer gives the outcome, the proof (exact | threat | estimate), the best
move B and the defence: `-` (no threat to stop), `none` (every defence loses) or the points D
that stop the opponent's threat.

Rapfi's verdict of a position is its final eval from the side to move's view: `+M<n>` (the
side to move wins, the five is made n plies from now: +M1 = it makes five with this move),
`-M<n>` (it loses, the opponent's five is the n-th ply from now: -M2 = the opponent has a
four it cannot stop) or a number (no mate found). Every position is searched from a cleared
hash table (YXHASHCLEAR), so a verdict never depends on earlier queries. Rapfi first looks for
--rapfi-time ms; every verdict that counts against us is searched again for --recheck-time ms
and the longer look decides. R0 is Rapfi's look at P itself and M the move it chooses there.

The counts
----------
1. Proven claims wrong. Positions where our proof is exact or threat and our outcome is a win
   for one side.
   A claimed win for the mover is "refuted" when Rapfi after P+B shows a mate for the opponent,
   "unconfirmed" when it shows no mate for the mover (a number).
   A claimed loss for the mover is wrong when, after Rapfi's own move M, Rapfi sees no mate for
   the opponent and its verdict at P is no mate against the mover either: "refuted" when that
   root verdict is a mate for the mover, "unconfirmed" otherwise.
2. Best move into a forced loss. After P+B Rapfi shows a mate for the opponent in N plies (at
   the first look and again at the recheck; N is the recheck's). Counted for N <= 15 and at any
   length, and split three ways: "Rapfi's own move holds" (M is another point and after P+M
   Rapfi shows no mate for the opponent), "only delays the mate" (after P+M a longer mate: the
   position is lost whatever is played, our point loses sooner) and "lost anyway" (as soon or
   sooner). Only the first is a move that walks into a loss a defence would have avoided.
3. Win slipped. Rapfi at P shows a mate for the mover in N <= 15 plies (these positions are the
   denominator), and after P+B Rapfi shows no mate for the mover.
4. Defence points losing. For every point d we name as a defence, Rapfi after P+d shows a mate
   for the opponent (the attacker) in N plies (first look and recheck). Counted for N <= 15 and
   at any length out of all named points, split as in 2 by whether Rapfi's own move M holds,
   only delays the mate, or loses as soon or sooner.
5. `none` where a defence holds. We say `none` (every defence loses); counted when Rapfi, after
   its own move M, sees no mate for the opponent (denominator: the positions where we say
   `none`). Among them, those where Rapfi's look at P itself did show a mate against the mover
   are marked (its two looks disagree). Reported apart and not counted: Rapfi's look at P shows
   no mate against the mover, yet after its own move M it proves the opponent's mate - Rapfi has
   no holding defence either, its root search only missed the length.

A position whose best move or defence point makes five is judged without asking Rapfi (the
opponent has lost: -M0 from its view).

items.tsv has one line a counted case (and the apart cases of 5): item, what, the position, its
sampled category, our answer, the point played (ours; Rapfi's M for items 1 (claimed loss) and
5), Rapfi's first look and recheck after that point (from the view of the side to move there),
Rapfi's move M and its look at P, its verdict after M, and its line after the point.
"""

import argparse
import hashlib
import json
import os
import queue
import random
import re
import subprocess
import sys
import threading
import time

SIZE = 15
DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))
SHORT = 15  # the length (plies) up to which a mate counts as "short"


# ---------------------------------------------------------------------------------------------
# Board helpers

def parse_point(text):
    """'h8' -> (column, row), both 0-based, row 0 at the bottom."""
    m = re.fullmatch(r"([a-z])(\d{1,2})", text)
    if not m:
        raise ValueError(f"not a point: {text!r}")
    col, row = ord(m.group(1)) - ord("a"), int(m.group(2)) - 1
    if not (0 <= col < SIZE and 0 <= row < SIZE):
        raise ValueError(f"point off the board: {text!r}")
    return col, row


def point_name(col, row):
    return f"{chr(ord('a') + col)}{row + 1}"


def stones_of(moves):
    """Move list -> {(col, row): colour}, colour 0 = black (first), 1 = white."""
    stones = {}
    for i, move in enumerate(moves):
        point = parse_point(move)
        if point in stones:
            raise ValueError(f"{move} is played twice")
        stones[point] = i % 2
    return stones


def makes_five(stones, point, colour):
    """Whether a stone of colour at point is part of five or more in a row."""
    col, row = point
    for dc, dr in DIRECTIONS:
        run = 1
        for sign in (1, -1):
            k = 1
            while stones.get((col + sign * k * dc, row + sign * k * dr)) == colour:
                run += 1
                k += 1
        if run >= 5:
            return True
    return False


def has_five(stones):
    return any(makes_five(stones, p, c) for p, c in stones.items())


def lines_of_board():
    """Every line of the board (row, column, diagonal) as a list of points."""
    lines = []
    for dc, dr in DIRECTIONS:
        for col in range(SIZE):
            for row in range(SIZE):
                if (0 <= col - dc < SIZE and 0 <= row - dr < SIZE):
                    continue  # not the start of a line
                line = []
                c, r = col, row
                while 0 <= c < SIZE and 0 <= r < SIZE:
                    line.append((c, r))
                    c, r = c + dc, r + dr
                if len(line) >= 5:
                    lines.append(line)
    return lines


LINES = lines_of_board()


def scan_patterns(stones, colour):
    """(has a four, has an open three) for colour.
    A four: a five-cell window with four of its stones and one empty cell.
    An open three: a six-cell window whose two end cells are empty and whose four inner cells
    hold three of its stones and one empty cell (_XXX__, _XX_X_, ...: one move makes _XXXX_)."""
    four = three = False
    for line in LINES:
        cells = [stones.get(p) for p in line]
        for i in range(len(cells) - 4):
            window = cells[i:i + 5]
            if window.count(colour) == 4 and window.count(None) == 1:
                four = True
        for i in range(len(cells) - 5):
            window = cells[i:i + 6]
            inner = window[1:5]
            if (window[0] is None and window[5] is None
                    and inner.count(colour) == 3 and inner.count(None) == 1):
                three = True
        if four and three:
            break
    return four, three


# ---------------------------------------------------------------------------------------------
# SGF reading (c-gomoku-cli's output; coordinates: column a = 0 from the left, row a = 0 from
# the top)

def sgf_games(text):
    """Split an SGF file into games; each game is a list of nodes, a node a list of
    (property, [values])."""
    games, nodes, node, depth = [], None, None, 0
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "(":
            depth += 1
            if depth == 1:
                nodes = []
            i += 1
        elif ch == ")":
            if depth == 1 and nodes is not None:
                games.append(nodes)
                nodes = None
            depth -= 1
            i += 1
        elif ch == ";" and nodes is not None:
            node = []
            nodes.append(node)
            i += 1
        elif ch.isalpha() and ch.isupper() and node is not None:
            j = i
            while j < n and text[j].isalpha():
                j += 1
            name, values = text[i:j], []
            i = j
            while True:
                while i < n and text[i].isspace():
                    i += 1
                if i >= n or text[i] != "[":
                    break
                i += 1
                value = []
                while i < n and text[i] != "]":
                    if text[i] == "\\" and i + 1 < n:
                        i += 1
                    value.append(text[i])
                    i += 1
                i += 1
                values.append("".join(value))
            node.append((name, values))
        else:
            i += 1
    return games


def sgf_point(value):
    """'hh' -> our point name; None for a pass or anything off the board."""
    if len(value) != 2:
        return None
    col, top_row = ord(value[0]) - ord("a"), ord(value[1]) - ord("a")
    if not (0 <= col < SIZE and 0 <= top_row < SIZE):
        return None
    return point_name(col, SIZE - 1 - top_row)


def game_moves(nodes):
    """The game's move list in order (setup stones AB/AW first, black and white interleaved in
    the order given), or (None, reason) when it cannot be written as alternating moves."""
    moves = []
    for node in nodes:
        props = dict((name, values) for name, values in node)
        if "SZ" in props and props["SZ"][0].strip() not in ("15", "15:15"):
            return None, f"board size {props['SZ'][0]}"
        if "AB" in props or "AW" in props:
            black = [sgf_point(v) for v in props.get("AB", [])]
            white = [sgf_point(v) for v in props.get("AW", [])]
            if None in black or None in white or moves or not (
                    len(black) - len(white) in (0, 1)):
                return None, "setup stones that are not an alternating opening"
            for k in range(len(black)):
                moves.append(black[k])
                if k < len(white):
                    moves.append(white[k])
        for name, values in node:
            if name in ("B", "W"):
                colour = 0 if name == "B" else 1
                point = sgf_point(values[0]) if values else None
                if point is None:
                    return moves if moves else None, "a pass (the game is cut there)"
                if len(moves) % 2 != colour:
                    return None, "moves that do not alternate"
                moves.append(point)
    return moves, None


# ---------------------------------------------------------------------------------------------
# Sampling

CATEGORIES = (("opp-four", 80), ("opp-three", 230), ("mover-four", 30), ("mover-three", 80),
              ("mover-wins", 80))
MIN_MOVES = 12
WIN_HORIZON = 13


def classify_games(paths):
    """{move list: (set of categories, first source)} over every usable prefix, in the order
    first seen."""
    positions = {}
    for path in paths:
        with open(path, encoding="utf-8", errors="replace") as f:
            games = sgf_games(f.read())
        for number, nodes in enumerate(games, 1):
            moves, problem = game_moves(nodes)
            if problem:
                print(f"{path} game {number}: {problem}", file=sys.stderr)
            if not moves:
                continue
            # Who made five, and when (the game may also end another way: time, a draw)
            stones, five_at = {}, None
            for i, move in enumerate(moves):
                point = parse_point(move)
                if point in stones:
                    print(f"{path} game {number}: {move} played twice; cut there", file=sys.stderr)
                    moves = moves[:i]
                    break
                stones[point] = i % 2
                if makes_five(stones, point, i % 2):
                    five_at = i  # index of the move that made five
                    moves = moves[:i + 1]
                    break
            stones = stones_of(moves[:MIN_MOVES - 1]) if len(moves) >= MIN_MOVES else None
            for k in range(MIN_MOVES, len(moves) + 1):
                point = parse_point(moves[k - 1])
                stones[point] = (k - 1) % 2
                if five_at is not None and k - 1 >= five_at:
                    break  # a five on the board
                mover, opponent = k % 2, (k - 1) % 2
                opp_four, opp_three = scan_patterns(stones, opponent)
                mover_four, mover_three = scan_patterns(stones, mover)
                cats = set()
                if opp_four:
                    cats.add("opp-four")
                if opp_three:
                    cats.add("opp-three")
                if mover_four:
                    cats.add("mover-four")
                if mover_three:
                    cats.add("mover-three")
                if five_at is not None and five_at % 2 == mover and five_at + 1 - k <= WIN_HORIZON:
                    cats.add("mover-wins")
                key = " ".join(moves[:k])
                if key in positions:
                    positions[key][0].update(cats)
                else:
                    positions[key] = (cats, f"{path}#{number}")
    return positions


def sample(args):
    positions = classify_games(args.games)
    rng = random.Random(args.seed)
    taken, chosen = set(), []
    order = list(positions)  # first-seen order, so a seed always draws the same sample
    print(f"{len(order)} distinct positions of {MIN_MOVES} moves or more without a five")
    for category, wanted in CATEGORIES:
        pool = [key for key in order if category in positions[key][0] and key not in taken]
        picked = rng.sample(pool, min(wanted, len(pool)))
        short = f"  SHORT by {wanted - len(picked)}" if len(picked) < wanted else ""
        print(f"  {category:12} {len(picked):4} of {wanted:4} (pool {len(pool)}){short}")
        for key in picked:
            taken.add(key)
            chosen.append((key, category))
    tsv = os.path.splitext(args.out)[0] + ".tsv"
    if os.path.dirname(args.out):
        os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w", encoding="utf-8") as out, open(tsv, "w", encoding="utf-8") as tab:
        tab.write("moves\tcategory\tqualifies\tsource\n")
        for key, category in chosen:
            cats, source = positions[key]
            out.write(key + "\n")
            tab.write(f"{key}\t{category}\t{','.join(sorted(cats)) or '-'}\t{source}\n")
    print(f"wrote {len(chosen)} positions to {args.out} and {tsv}")


# ---------------------------------------------------------------------------------------------
# Rapfi's verdicts

class Verdict:
    """Rapfi's answer for one position: its move, its eval from the side to move's view
    ("+M13", "-M9" or a number), its line (our notation) and the depth reached."""

    def __init__(self, data):
        self.data = data
        self.move = data.get("move")
        self.eval = data.get("eval", "?")
        m = re.fullmatch(r"([+-])M(\d+|\*)", self.eval)
        self.wins = bool(m) and m.group(1) == "+"  # the side to move has a mate
        self.loses = bool(m) and m.group(1) == "-"  # the side to move is mated
        # the plies to the five; "*" is a database mate, never used here (no database)
        self.plies = (int(m.group(2)) if m.group(2) != "*" else 999) if m else None

    def __str__(self):
        return self.eval


def lost_already():
    """The verdict of a position where the side that just moved made five."""
    return Verdict({"move": None, "eval": "-M0", "pv": "", "depth": "0"})


class Rapfi:
    """One Rapfi process, kept alive; every query starts from a cleared hash table."""

    def __init__(self, path, cpu=None, memory=64 << 20):
        self.path, self.cpu, self.memory = path, cpu, memory
        self.proc = None
        self.lines = None

    def _start(self):
        cmd = [os.path.abspath(self.path)]
        if self.cpu is not None:
            cmd = ["taskset", "-c", str(self.cpu)] + cmd
        # Rapfi reads config.toml (and its model) from its working directory
        self.proc = subprocess.Popen(cmd, cwd=os.path.dirname(os.path.abspath(self.path)),
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.DEVNULL, text=True, bufsize=1)
        self.lines = queue.Queue()
        threading.Thread(target=self._read, args=(self.proc, self.lines), daemon=True).start()
        self._send("START 15", "INFO timeout_match 0", f"INFO max_memory {self.memory}",
                   "INFO rule 0", "INFO thread_num 1", "INFO show_detail 2")
        self._wait_for(lambda line: line == "OK", 30)

    @staticmethod
    def _read(proc, lines):
        for line in proc.stdout:
            lines.put(line.rstrip("\r\n"))
        lines.put(None)

    def _send(self, *commands):
        self.proc.stdin.write("".join(c + "\n" for c in commands))
        self.proc.stdin.flush()

    def _wait_for(self, done, timeout, seen=None):
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise RuntimeError("Rapfi did not answer in time")
            try:
                line = self.lines.get(timeout=left)
            except queue.Empty:
                continue
            if line is None:
                raise RuntimeError("Rapfi closed its output")
            if seen is not None:
                seen.append(line)
            if done(line):
                return line

    def query(self, moves, time_ms):
        """Rapfi's verdict on the position after moves (a list of point names)."""
        if self.proc is None or self.proc.poll() is not None:
            self._start()
        mover = len(moves) % 2
        board = []
        for i, move in enumerate(moves):
            col, row = parse_point(move)
            board.append(f"{col},{SIZE - 1 - row},{1 if i % 2 == mover else 2}")
        # Rapfi ignores commands that come while it still counts itself thinking, which it stops
        # doing only after writing its move: once the table's clearing is acknowledged it listens,
        # so the time is set after that (set before, a 3 s look could silently run at 1 s)
        self._send("YXHASHCLEAR")
        self._wait_for(lambda line: line.startswith("MESSAGE Transposition table cleared"), 30)
        seen = []
        started = time.monotonic()
        self._send(f"INFO timeout_turn {time_ms}", "BOARD", *board, "DONE")
        try:
            answer = self._wait_for(lambda line: re.fullmatch(r"\d+,\d+", line) is not None,
                                    time_ms / 1000 * 3 + 30, seen)
        except RuntimeError:
            self.close()
            raise
        elapsed = time.monotonic() - started
        return self._verdict(answer, seen, elapsed)

    @staticmethod
    def _verdict(answer, lines, elapsed):
        """Reads Rapfi's answer. With show_detail 2 and message_mode "normal" it prints, after
        each depth, INFO lines (INFO EVAL <value>, INFO BESTLINE x,y x,y ...) and
        "MESSAGE Depth 16-24 | Eval -160 | Time 295ms | J8 G5 ..." (PV letters from A = column 0,
        numbers y + 1 with y from the top), at the end of a search
        "MESSAGE Speed 522K | Depth 16-38 | Eval -130 | Node 507K | Time 970ms", then its move
        "x,y". When the side to move can make five at once it answers without a search: only
        the INFO lines (INFO EVAL +M1). The final line's eval belongs to the move played (an
        iteration cut by the clock may have changed both since the last full depth)."""
        x, y = (int(v) for v in answer.split(","))
        move = point_name(x, SIZE - 1 - y)
        final_eval = final_depth = info_eval = info_depth = depth_eval = None
        pvs = []
        for line in lines:
            m = re.match(r"MESSAGE Speed .*\| Depth (\S+) \| Eval (\S+) \|", line)
            if m:
                final_depth, final_eval = m.group(1), m.group(2)
            m = re.match(r"MESSAGE Depth (\S+) \| Eval (\S+) \| Time \S+ \|(.*)", line)
            if m:
                depth_eval = m.group(2)
                pvs.append([point_name(ord(c) - ord("A"), SIZE - int(r))
                            for c, r in re.findall(r"([A-Z])(\d+)", m.group(3))])
            if line.startswith("INFO EVAL "):
                info_eval = line.split()[2]
            elif line.startswith("INFO DEPTH "):
                info_depth = line.split()[2]
            elif line.startswith("INFO BESTLINE"):
                pvs.append([point_name(int(a), SIZE - 1 - int(b))
                            for a, b in re.findall(r"(\d+),(\d+)", line)])
        # the longest of the last PVs that start with the move played
        pv = [move]
        for candidate in reversed(pvs[-4:]):
            if candidate[:1] == [move] and len(candidate) > len(pv):
                pv = candidate
        value = final_eval or info_eval or depth_eval
        if value is None:  # no verdict read: counted as "no mate", it would count against us
            raise RuntimeError(f"Rapfi answered {answer} without an evaluation")
        return {"move": move, "eval": value,
                "pv": " ".join(pv), "depth": final_depth or info_depth or "?",
                "seconds": round(elapsed, 3)}

    def close(self):
        if self.proc is not None:
            try:
                if self.proc.poll() is None:
                    self._send("END")
                    self.proc.wait(timeout=5)
            except (OSError, subprocess.TimeoutExpired):
                self.proc.kill()
                self.proc.wait()
            self.proc = None


def engine_id(rapfi_path):
    """Names the Rapfi that answers: the SHA-256 of its binary and of the config.toml beside it
    (the weights it names sit beside them too; a new set comes with a new config in practice)."""
    parts = []
    for path in (rapfi_path, os.path.join(os.path.dirname(os.path.abspath(rapfi_path)), "config.toml")):
        if not os.path.exists(path):
            parts.append(f"{os.path.basename(path)} absent")
            continue
        digest = hashlib.sha256()
        with open(path, "rb") as f:
            for block in iter(lambda: f.read(1 << 20), b""):
                digest.update(block)
        parts.append(f"{os.path.basename(path)} {digest.hexdigest()[:16]}")
    return ", ".join(parts)


class Oracle:
    """Rapfi's verdicts through a JSON cache keyed by (move list, time in ms)."""

    ENGINE_KEY = "#engine"  # which Rapfi answered: verdict keys start with a time, never '#'

    def __init__(self, rapfi, cache_path, engine_id):
        self.rapfi, self.cache_path = rapfi, cache_path
        self.queries = self.hits = self.repeats = 0
        self.cache = {}
        if os.path.exists(cache_path):
            with open(cache_path, encoding="utf-8") as f:
                self.cache = json.load(f)
        cached_engine = self.cache.get(self.ENGINE_KEY)
        if cached_engine is not None and cached_engine != engine_id:
            raise SystemExit(f"the cache {cache_path} holds verdicts of another Rapfi build or "
                             f"configuration ({cached_engine}, this one is {engine_id}): give "
                             f"another --cache")
        if cached_engine is None and self.cache:
            print(f"the cache {cache_path} does not say which Rapfi answered; taking it as this "
                  f"one's ({engine_id})", file=sys.stderr)
        self.cache[self.ENGINE_KEY] = engine_id
        self.stored = set(self.cache) - {self.ENGINE_KEY}  # keys answered by an earlier run

    def verdict(self, moves, time_ms):
        stones = stones_of(moves)
        if moves and makes_five(stones, parse_point(moves[-1]), (len(moves) - 1) % 2):
            return lost_already()
        key = f"{time_ms} {' '.join(moves)}"
        if key in self.cache:
            if key in self.stored:
                self.hits += 1
                self.stored.discard(key)  # a second use in this run is a repeat
            else:
                self.repeats += 1
            return Verdict(self.cache[key])
        try:
            data = self.rapfi.query(moves, time_ms)
        except (RuntimeError, OSError) as error:  # a hung or dead engine: start a new one, ask once more
            print(f"Rapfi: {error}; restarting it", file=sys.stderr)
            self.rapfi.close()
            data = self.rapfi.query(moves, time_ms)
        self.queries += 1
        self.cache[key] = data
        self._save()
        return Verdict(data)

    def _save(self):
        directory = os.path.dirname(self.cache_path)
        if directory:
            os.makedirs(directory, exist_ok=True)
        temporary = self.cache_path + ".tmp"
        with open(temporary, "w", encoding="utf-8") as f:
            json.dump(self.cache, f, separators=(",", ":"), sort_keys=True)
        os.replace(temporary, self.cache_path)


# ---------------------------------------------------------------------------------------------
# Our analyze

def run_ours(args, positions, out_dir):
    """Runs `analyze --batch` once; returns ({move list: fields}, seconds)."""
    batch = os.path.join(out_dir, "batch.txt")
    with open(batch, "w", encoding="utf-8") as f:
        f.write("\n".join(positions) + "\n")
    cmd = ["java", "-jar", args.jar, "analyze", "--game", "gomoku", "--batch", batch,
           "--movetime", str(args.movetime)]
    if args.cpu is not None:
        cmd = ["taskset", "-c", str(args.cpu)] + cmd
    print("running: " + " ".join(cmd), flush=True)
    started = time.monotonic()
    done = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    seconds = time.monotonic() - started
    if done.returncode != 0:
        print(f"our analyze exited with {done.returncode}: {done.stderr.strip()[-500:]}",
              file=sys.stderr)
    with open(os.path.join(out_dir, "ours.tsv"), "w", encoding="utf-8") as f:
        f.write(done.stdout)
    return parse_ours(done.stdout), seconds


def parse_ours(text):
    answers = {}
    for line in text.splitlines():
        fields = line.split("\t")
        if len(fields) < 7:
            continue
        moves, to_move, outcome, proof, best, chance = fields[:6]
        answers[moves] = {"to_move": to_move, "outcome": outcome, "proof": proof,
                          "best": best, "chance": chance, "defence": fields[-1]}
    return answers


# ---------------------------------------------------------------------------------------------
# Judging

class Judge:
    def __init__(self, oracle, first_ms, recheck_ms):
        self.oracle, self.first_ms, self.recheck_ms = oracle, first_ms, recheck_ms
        self.items = []  # every counted case, a dict of ITEM_COLUMNS
        self.n = {}  # the counts by name
        self.categories = {}  # move list -> the sampler's category, when known

    def count(self, key, by=1):
        self.n[key] = self.n.get(key, 0) + by

    def first(self, moves):
        return self.oracle.verdict(moves, self.first_ms)

    def recheck(self, moves):
        return self.oracle.verdict(moves, self.recheck_ms)

    def settled(self, moves, against_us):
        """The first look, and the recheck when the first look counts against us; returns
        (deciding verdict, first look, recheck or None)."""
        v1 = self.first(moves)
        if against_us(v1):
            v3 = self.recheck(moves)
            return v3, v1, v3
        return v1, v1, None

    def record(self, item, detail, pos, ours, point, v1, v3, root, after_m):
        self.items.append({
            "item": item, "detail": detail, "moves": " ".join(pos),
            "category": self.categories.get(" ".join(pos), "-"), "ours": ours,
            "point": point, "first": str(v1) if v1 else "-", "recheck": str(v3) if v3 else "-",
            "rapfi_move": root.move or "-", "root": str(root),
            "after_rapfi_move": str(after_m) if after_m else "-",
            "pv": (v3 or v1).data.get("pv", "") if (v3 or v1) else ""})

    def forced_loss(self, item, name, pos, summary, point, root):
        """Whether, after our point, Rapfi shows the opponent a mate at its first look and again at
        the recheck; if so counts it (any length, within SHORT, each split by whether Rapfi's own
        move holds, only delays the mate, or neither) under name and records the case as item. Items 2 and 4."""
        after = self.first(pos + [point])
        if not after.wins:
            return False
        v3 = self.recheck(pos + [point])
        if not v3.wins:
            return False
        n = v3.plies
        split, after_m = self.rapfi_move_split(pos, point, n, root)
        self.count(f"{name}-any")
        self.count(f"{name}-any-{split}")
        if n <= SHORT:
            self.count(f"{name}-short")
            self.count(f"{name}-short-{split}")
        self.record(item, f"opponent mates in {n}, " + SPLIT_WORDS[split],
                    pos, summary, point, after, v3, root, after_m)
        return True

    def rapfi_move_split(self, pos, our_point, mate_plies, root):
        """What Rapfi's own move M (another point) does where our point loses in mate_plies:
        "holds" (after P+M Rapfi sees no mate for the opponent), "delays" (a longer mate: the
        position is lost anyway, our point only loses sooner) or "lost-anyway" (as soon or
        sooner, or M is our point). Returns (split, verdict after M)."""
        if root.move is None or root.move == our_point:
            return "lost-anyway", None
        after_m, _, _ = self.settled(
            pos + [root.move], lambda v: not (v.wins and v.plies <= mate_plies))
        if not after_m.wins:
            return "holds", after_m
        return ("delays" if after_m.plies > mate_plies else "lost-anyway"), after_m

    def judge(self, pos, ours):
        mover_first = len(pos) % 2 == 0
        summary = f"{ours['outcome']}/{ours['proof']} best {ours['best']} defence {ours['defence']}"
        best = ours["best"] if re.fullmatch(r"[a-z]\d{1,2}", ours["best"]) else None
        stones = stones_of(pos)
        for point in [best] + ours["defence"].split():
            if point and re.fullmatch(r"[a-z]\d{1,2}", point) and parse_point(point) in stones:
                self.record("error", f"{point} is taken", pos, summary, point, None, None,
                            self.first(pos), None)
                self.count("errors")
                return
        if ours["to_move"] != ("first" if mover_first else "second"):
            print(f"our to-move {ours['to_move']} does not fit {' '.join(pos)}", file=sys.stderr)
        root = self.first(pos)
        self.count("positions")

        # 1. Proven claims
        decisive = ours["outcome"] in ("first-wins", "second-wins")
        if ours["proof"] in ("exact", "threat") and decisive and best:
            self.count("claims")
            claims_win = (ours["outcome"] == "first-wins") == mover_first
            if claims_win:
                self.count("claims-win")
                # after B the opponent is to move: a mover's win is the opponent being mated
                v, v1, v3 = self.settled(pos + [best], lambda v: not v.loses)
                if v.wins:
                    self.count("claims-win-refuted")
                    self.record("1", "claimed win refuted", pos, summary, best, v1, v3, root, None)
                elif not v.loses:
                    self.count("claims-win-unconfirmed")
                    self.record("1", "claimed win unconfirmed", pos, summary, best, v1, v3, root,
                                None)
            else:
                self.count("claims-loss")
                root_v, _, root3 = self.settled(pos, lambda v: not v.loses)
                if not root_v.loses and root.move:
                    after_m, m1, m3 = self.settled(pos + [root.move], lambda v: not v.wins)
                    if not after_m.wins:
                        kind = "refuted" if root_v.wins else "unconfirmed"
                        self.count(f"claims-loss-{kind}")
                        self.record("1", f"claimed loss {kind} (root {root}"
                                    f"{', recheck ' + str(root3) if root3 else ''})",
                                    pos, summary, root.move, m1, m3, root, after_m)

        # 2. Best move into a forced loss, and 3. Win slipped
        if best:
            self.forced_loss("2", "best-loss", pos, summary, best, root)
            if root.wins and root.plies <= SHORT:
                self.count("slip-denominator")
                v, v1, v3 = self.settled(pos + [best], lambda v: not v.loses)
                if not v.loses:
                    self.count("slips")
                    self.record("3", f"root +M{root.plies} slipped", pos, summary, best, v1, v3,
                                root, None)

        # 4. Defence points losing, and 5. `none` where a defence holds
        defence = ours["defence"]
        if defence not in ("-", "none", ""):
            points = defence.split()
            self.count("defence-positions")
            self.count("defence-points", len(points))
            lost_here = 0
            for d in points:
                if self.forced_loss("4", "defence-loss", pos, summary, d, root):
                    lost_here += 1
            if lost_here:
                self.count("defence-loss-positions")
        elif defence == "none":
            self.count("none-positions")
            if root.move:
                after_m, m1, m3 = self.settled(pos + [root.move], lambda v: not v.wins)
                if not after_m.wins:
                    self.count("none-holds")
                    note = ""
                    if root.loses:
                        self.count("none-holds-root-lost")
                        note = " (but Rapfi's root look shows a mate against the mover)"
                    self.record("5", "a defence holds" + note, pos, summary, root.move, m1, m3,
                                root, after_m)
                elif not root.loses:
                    self.count("none-rapfi-lost-too")
                    self.record("5-apart", "Rapfi's own defence is lost too (not counted)", pos,
                                summary, root.move, m1, m3, root, after_m)


SPLIT_WORDS = {"holds": "Rapfi's move holds", "delays": "Rapfi's move only delays it",
               "lost-anyway": "lost anyway"}

ITEM_COLUMNS = ("item", "detail", "moves", "category", "ours", "point", "first", "recheck",
                "rapfi_move", "root", "after_rapfi_move", "pv")


def summary_text(judge, args, ours_seconds, positions_total, missing):
    n = judge.n.get
    lines = [
        f"Hint judge: {positions_total} positions from {args.positions}, our jar {args.jar} "
        f"(analyze --movetime {args.movetime}), Rapfi {args.rapfi}: first look "
        f"{args.rapfi_time} ms, rechecks {args.recheck_time} ms",
        (f"Our answers read from {args.ours_tsv}" if args.ours_tsv else
         f"Our analyze took {ours_seconds:.1f} s ({ours_seconds / max(positions_total, 1):.2f} s "
         f"a position)") +
        f"; Rapfi queries made {judge.oracle.queries}, cache hits {judge.oracle.hits} "
        f"(verdicts from earlier runs; {judge.oracle.repeats} more uses of verdicts already "
        f"read in this run)",
        f"Judged {n('positions', 0)}; without our answer {missing}; with an illegal point "
        f"{n('errors', 0)}",
        "",
        f"1. Proven claims wrong: {n('claims-win-refuted', 0) + n('claims-win-unconfirmed', 0) + n('claims-loss-refuted', 0) + n('claims-loss-unconfirmed', 0)}"
        f" of {n('claims', 0)}",
        f"   claimed wins {n('claims-win', 0)}: refuted {n('claims-win-refuted', 0)}, "
        f"unconfirmed {n('claims-win-unconfirmed', 0)}",
        f"   claimed losses {n('claims-loss', 0)}: refuted {n('claims-loss-refuted', 0)}, "
        f"unconfirmed {n('claims-loss-unconfirmed', 0)}",
        f"2. Best move into a forced loss: <= {SHORT} plies {n('best-loss-short', 0)}, "
        f"any length {n('best-loss-any', 0)} (of {n('positions', 0)} positions)",
        f"   Rapfi's own move holds (no mate after it): <= {SHORT} {n('best-loss-short-holds', 0)}, any "
        f"{n('best-loss-any-holds', 0)}; only delays the mate (a longer one after it): <= {SHORT} "
        f"{n('best-loss-short-delays', 0)}, any {n('best-loss-any-delays', 0)}; lost anyway: <= {SHORT} "
        f"{n('best-loss-short-lost-anyway', 0)}, any {n('best-loss-any-lost-anyway', 0)}",
        f"3. Wins slipped: {n('slips', 0)} of {n('slip-denominator', 0)} (Rapfi mate for the "
        f"mover in <= {SHORT} plies at the root)",
        f"4. Defence points losing: <= {SHORT} plies {n('defence-loss-short', 0)}, any length "
        f"{n('defence-loss-any', 0)} of {n('defence-points', 0)} named in "
        f"{n('defence-positions', 0)} positions (positions with a losing point: "
        f"{n('defence-loss-positions', 0)})",
        f"   Rapfi's own move holds (no mate after it): <= {SHORT} {n('defence-loss-short-holds', 0)}, any "
        f"{n('defence-loss-any-holds', 0)}; only delays the mate (a longer one after it): <= {SHORT} "
        f"{n('defence-loss-short-delays', 0)}, any {n('defence-loss-any-delays', 0)}; lost anyway: <= {SHORT} "
        f"{n('defence-loss-short-lost-anyway', 0)}, any {n('defence-loss-any-lost-anyway', 0)}",
        f"5. 'none' where a defence holds: {n('none-holds', 0)} of {n('none-positions', 0)} "
        f"({n('none-holds-root-lost', 0)} where Rapfi's root look shows a mate against the "
        f"mover); apart, not counted: Rapfi's own defence lost too although its root look "
        f"showed no mate: {n('none-rapfi-lost-too', 0)}",
    ]
    if judge.items:
        lines += ["", "Cases (item, what, position, ours, our point, Rapfi first look / "
                      "recheck after our point, Rapfi's move and root verdict, after its move):"]
        for it in judge.items:
            lines.append(f"  [{it['item']}] {it['detail']}: {it['moves']} | {it['ours']} | "
                         f"{it['point']}: {it['first']} / {it['recheck']} | Rapfi "
                         f"{it['rapfi_move']} (root {it['root']}), after it "
                         f"{it['after_rapfi_move']}")
    return "\n".join(lines) + "\n"


def run(args):
    os.makedirs(args.out, exist_ok=True)
    with open(args.positions, encoding="utf-8") as f:
        positions = [" ".join(line.split()) for line in f if line.strip()]
    if args.limit:
        positions = positions[:args.limit]
    for line in positions:
        stones = stones_of(line.split())  # fails early on a malformed list
        if has_five(stones):
            raise SystemExit(f"a five is on the board already: {line}")
    rapfi = Rapfi(args.rapfi, args.cpu)
    oracle = Oracle(rapfi, os.path.expanduser(args.cache), engine_id(args.rapfi))  # a wrong cache fails now
    if args.ours_tsv:
        with open(args.ours_tsv, encoding="utf-8") as f:
            ours = parse_ours(f.read())
        ours_seconds = 0.0
    else:
        ours, ours_seconds = run_ours(args, positions, args.out)
    print(f"our analyze: {ours_seconds:.1f} s for {len(positions)} positions", flush=True)

    judge = Judge(oracle, args.rapfi_time, args.recheck_time)
    tsv = os.path.splitext(args.positions)[0] + ".tsv"
    if os.path.exists(tsv):
        with open(tsv, encoding="utf-8") as f:
            for row in f:
                fields = row.rstrip("\n").split("\t")
                if len(fields) >= 2 and fields[0] != "moves":
                    judge.categories[" ".join(fields[0].split())] = fields[1]
    missing = 0
    try:
        for i, line in enumerate(positions, 1):
            if line not in ours:
                missing += 1
                print(f"no answer of ours for: {line}", file=sys.stderr)
                continue
            before = len(judge.items)
            judge.judge(line.split(), ours[line])
            new = ", ".join(f"[{it['item']}] {it['point']} {it['detail']}"
                            for it in judge.items[before:])
            print(f"{i}/{len(positions)} queries {oracle.queries} cache hits {oracle.hits}"
                  + (f"  {new}" if new else ""), flush=True)
    finally:
        rapfi.close()

    with open(os.path.join(args.out, "items.tsv"), "w", encoding="utf-8") as f:
        f.write("\t".join(ITEM_COLUMNS) + "\n")
        for it in judge.items:
            f.write("\t".join(str(it[c]) for c in ITEM_COLUMNS) + "\n")
    text = summary_text(judge, args, ours_seconds, len(positions), missing)
    with open(os.path.join(args.out, "summary.txt"), "w", encoding="utf-8") as f:
        f.write(text)
    print(text, end="")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)

    p = sub.add_parser("sample", help="sample positions from c-gomoku-cli SGF games")
    p.add_argument("--games", nargs="+", required=True, help="SGF files")
    p.add_argument("--out", required=True, help="positions file (a .tsv beside it too)")
    p.add_argument("--seed", type=int, default=1)
    p.set_defaults(func=sample)

    p = sub.add_parser("run", help="judge our analyze against Rapfi")
    p.add_argument("--jar", required=True)
    p.add_argument("--positions", required=True)
    p.add_argument("--rapfi", required=True, help="path of pbrain-rapfi (config.toml beside it)")
    p.add_argument("--out", required=True, help="output directory")
    p.add_argument("--cpu", type=int, help="pin our analyze and Rapfi to this core")
    p.add_argument("--movetime", type=int, default=1000, help="our analyze's ms a position")
    p.add_argument("--rapfi-time", type=int, default=1000, help="Rapfi's first look, ms")
    p.add_argument("--recheck-time", type=int, default=3000, help="Rapfi's recheck, ms")
    p.add_argument("--limit", type=int, help="judge only the first K positions")
    p.add_argument("--cache", default="~/.cache/inarow-hint-judge/rapfi-cache.json")
    p.add_argument("--ours-tsv", help="reuse this ours.tsv instead of running the jar")
    p.set_defaults(func=run)

    args = parser.parse_args()
    args.func(args)


if __name__ == "__main__":
    main()
