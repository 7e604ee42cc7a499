#!/usr/bin/env python3
"""Two InARow brains play each other through the Gomocup protocol, as a tournament manager would
drive them: each game starts from an opening (offset format, x,y pairs from the centre, y down),
with colours swapped, each brain told the position by BOARD and then the moves by TURN, with
INFO timeout_turn and max_memory. Prints each game's result, then brain A's answer delays (the
time from sending a command to reading the move) and A's peak resident memory (VmHWM), and the
score as W-D-L with an Elo difference and its 95% margin. Openings are offset pairs or move lists
(`h8 i9 ...`); B may run from another jar (an A/B test against a frozen build) or with other JVM
options (a `-Dinarow.exp.*` switch). With --nodes both brains search a fixed number of nodes a move
(INFO max_node), so the games repeat whatever the machine's load.

  python3 scripts/pbrain-duel.py --openings ../shared/data/openings-gomocup2026-offset.txt \
      --a hard --b medium --movetime 1000 --java-options=-Xmx200m
  python3 scripts/pbrain-duel.py --openings ../shared/data/openings-freestyle15.txt \
      --a hard --b hard --jar-b /tmp/engine-r1.jar --movetime 200
  python3 scripts/pbrain-duel.py --openings docs/engine/selfplay-openings.txt --a hard --b hard \
      --java-options=-Dinarow.exp.x=1 --java-options-b= --movetime 10000 --nodes 60000
"""
import argparse
import math
import shlex
import subprocess
import time

DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def start(java_options, jar, level):
    cmd = ["java"] + shlex.split(java_options) + ["-jar", jar, "pbrain", "--level", level]
    return subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)


def send(brain, line):
    brain.stdin.write(line + "\n")
    brain.stdin.flush()


def answer(brain):
    while True:
        line = brain.stdout.readline()
        if not line:
            raise SystemExit("a brain closed its output")
        line = line.strip()
        if not line.startswith(("MESSAGE", "DEBUG")):
            return line


def makes_five(board, x, y, colour):
    for dx, dy in DIRECTIONS:
        run = 1
        for sign in (1, -1):
            k = 1
            while board.get((x + sign * k * dx, y + sign * k * dy)) == colour:
                run += 1
                k += 1
        if run >= 5:
            return True
    return False


def read_openings(path):
    """Offset lines (x,y pairs from the centre, y down) or move lists (a1 bottom left), as 0-based x,y from the top."""
    openings = []
    for text in open(path, encoding="utf-8"):
        text = text.split("#")[0].strip()
        if not text:
            continue
        if text[0].isalpha():
            openings.append([(ord(m[0]) - ord("a"), 15 - int(m[1:])) for m in text.split()])
        else:
            numbers = [int(v) for v in text.replace(",", " ").split()]
            openings.append([(7 + numbers[i], 7 + numbers[i + 1]) for i in range(0, len(numbers), 2)])
    return openings


def symmetric(opening, n):
    """The opening under the n-th of the board's 8 symmetries (0 is the opening itself)."""
    def turn(x, y):
        for _ in range(n % 4):
            x, y = 14 - y, x
        return (14 - x, y) if n >= 4 else (x, y)
    return [turn(x, y) for x, y in opening]


def elo(score):
    return -400 * math.log10(1 / score - 1) if 0 < score < 1 else math.copysign(math.inf, score - 0.5)


def summary(results):
    """W-D-L, the score fraction and the Elo difference with a 95% margin (normal approximation)."""
    n = len(results)
    wins, draws = results.count(1), results.count(0.5)
    p = sum(results) / n
    sd = math.sqrt(sum((r - p) ** 2 for r in results) / n / n)
    low, high = max(p - 1.96 * sd, 0), min(p + 1.96 * sd, 1)
    if p == 1:  # no spread to measure: the score below which n straight wins have a 2.5% chance
        low, high = 0.025 ** (1 / n), 1
    elif p == 0:
        low, high = 0, 1 - 0.025 ** (1 / n)
    return "%d-%d-%d, score %.3f, Elo %+.0f (95%%: %+.0f to %+.0f)" % (
        wins, draws, n - wins - draws, p, elo(p), elo(low), elo(high))


def play(a, b, opening, a_first, delays):
    """One game; returns 1, 0.5 or 0 for A."""
    board = {stone: 1 if i % 2 == 0 else 2 for i, stone in enumerate(opening)}
    to_move = 1 if len(opening) % 2 == 0 else 2
    a_colour = 1 if a_first else 2
    needs_board = {id(a): True, id(b): True}
    last = None
    while len(board) < 225:
        mover = a if to_move == a_colour else b
        if needs_board[id(mover)]:
            send(mover, "BOARD")
            for (x, y), colour in board.items():
                send(mover, "%d,%d,%d" % (x, y, 1 if colour == to_move else 2))
            sent = time.monotonic()
            send(mover, "DONE")
            needs_board[id(mover)] = False
        else:
            sent = time.monotonic()
            send(mover, "TURN %d,%d" % last)
        move = answer(mover)
        if mover is a:
            delays.append((time.monotonic() - sent) * 1000)
        x, y = map(int, move.split(","))
        if (x, y) in board or not (0 <= x < 15 and 0 <= y < 15):
            raise SystemExit("illegal move %s" % move)
        board[(x, y)] = to_move
        last = (x, y)
        if makes_five(board, x, y, to_move):
            return 1 if to_move == a_colour else 0
        to_move = 3 - to_move
    return 0.5


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jar", default="target/inarow.jar")
    parser.add_argument("--jar-b", help="brain B's jar (default: --jar)")
    parser.add_argument("--openings", required=True)
    parser.add_argument("--a", default="hard")
    parser.add_argument("--b", default="medium")
    parser.add_argument("--movetime", type=int, default=1000)
    parser.add_argument("--max-memory", type=int, default=350 * 1024 * 1024)
    parser.add_argument("--openings-used", type=int, default=0, help="how many openings (0: all)")
    parser.add_argument("--symmetries", type=int, default=1,
                        help="play each opening also turned and mirrored: 1 to 8 of the board's symmetries (more games)")
    parser.add_argument("--java-options", default="", help="options for brain A's JVM, e.g. -Xmx200m")
    parser.add_argument("--java-options-b", help="options for brain B's JVM (default: none)")
    parser.add_argument("--nodes", type=int, default=0, help="nodes a move for both brains (INFO max_node; 0: time only)")
    args = parser.parse_args()
    a = start(args.java_options, args.jar, args.a)
    b = start(args.java_options_b or "", args.jar_b or args.jar, args.b)
    for brain in (a, b):
        send(brain, "START 15")
        if answer(brain) != "OK":
            raise SystemExit("a brain refused START 15")
        send(brain, "INFO timeout_turn %d" % args.movetime)
        send(brain, "INFO max_memory %d" % args.max_memory)
        if args.nodes:
            send(brain, "INFO max_node %d" % args.nodes)
    openings = read_openings(args.openings)
    if args.openings_used:
        openings = openings[: args.openings_used]
    openings = [symmetric(o, n) for n in range(max(1, min(8, args.symmetries))) for o in openings]
    delays, results, games = [], [], 0
    for opening in openings:
        for a_first in (True, False):
            if games:
                for brain in (a, b):
                    send(brain, "RESTART")
                    answer(brain)
            games += 1
            result = play(a, b, opening, a_first, delays)
            results.append(result)
            print("game %d: %s" % (games, {1: "A wins", 0.5: "draw", 0: "B wins"}[result]), flush=True)
    with open("/proc/%d/status" % a.pid) as status:
        peak = [line.split(":", 1)[1].strip() for line in status if line.startswith("VmHWM")][0]
    for brain in (a, b):
        send(brain, "END")
        brain.wait(timeout=10)
    over = sum(1 for d in delays if d > args.movetime)
    print("A %s vs B %s: %.1f / %d; A answered %d moves, first %.0f ms, slowest after it %.0f ms, mean %.0f ms, "
          "%d over %d ms; A peak RSS %s" % (args.a, args.b, sum(results), games, len(delays), delays[0],
                                           max(delays[1:]), sum(delays) / len(delays), over, args.movetime, peak))
    print("A vs B: " + summary(results))


if __name__ == "__main__":
    main()
