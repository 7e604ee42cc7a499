#!/usr/bin/env python3
"""Answer times of one InARow brain at a short timeout_turn, as a manager measures them: the time
from writing TURN (or BEGIN) to reading the move. The opponent is this script, playing a random
legal move next to the stones (seeded), so the brain meets many different positions; a game ends
at a five or after --moves-per-game of its moves, then RESTART starts the next. Prints the count,
mean, 99th percentile and maximum answer time, how many answers came after the turn, and the
brain's peak resident memory (VmHWM).

  python3 scripts/pbrain-timing.py --turn 150 --answers 1000
  python3 scripts/pbrain-timing.py --turn 50 --answers 1000 --java-options=-Xmx256m
  python3 scripts/pbrain-timing.py --turn 1000 --answers 200 --max-memory 367001600 --threads 2
"""
import argparse
import random
import shlex
import subprocess
import time

DIRECTIONS = ((1, 0), (0, 1), (1, 1), (1, -1))


def five(board, x, y, colour):
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


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jar", default="target/inarow.jar")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--turn", type=int, default=150, help="INFO timeout_turn in ms")
    parser.add_argument("--answers", type=int, default=500, help="brain moves to time")
    parser.add_argument("--moves-per-game", type=int, default=40)
    parser.add_argument("--max-memory", type=int, default=0, help="INFO max_memory in bytes (0: not sent)")
    parser.add_argument("--threads", type=int, default=0, help="INFO thread_num (0: not sent, one thread)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--java-options", default="")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    cmd = ["java"] + shlex.split(args.java_options) + ["-jar", args.jar, "pbrain", "--level", args.level]
    brain = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        brain.stdin.write(line + "\n")
        brain.stdin.flush()

    late = [0]

    def answer():
        while True:
            line = brain.stdout.readline()
            if not line:
                raise SystemExit("the brain closed its output")
            line = line.strip()
            if line.startswith("DEBUG the search did not stop in time"):
                late[0] += 1
            if not line.startswith(("MESSAGE", "DEBUG")):
                return line

    send("INFO timeout_turn %d" % args.turn)
    if args.max_memory:
        send("INFO max_memory %d" % args.max_memory)
    if args.threads:
        send("INFO thread_num %d" % args.threads)
    send("START 15")
    if answer() != "OK":
        raise SystemExit("START 15 refused")
    times, where, games = [], [], 0
    while len(times) < args.answers:
        if games:
            send("RESTART")
            if answer() != "OK":
                raise SystemExit("RESTART refused")
        games += 1
        board = {}
        brain_first = games % 2 == 1
        last = None
        for _ in range(args.moves_per_game):
            if len(times) >= args.answers:
                break
            sent = time.monotonic()
            if last is None and brain_first:
                send("BEGIN")
            else:
                if last is None:
                    last = (7, 7)
                    board[last] = 2
                send("TURN %d,%d" % last)
            move = answer()
            times.append((time.monotonic() - sent) * 1000)
            where.append((games, len(board)))
            x, y = map(int, move.split(","))
            if (x, y) in board or not (0 <= x < 15 and 0 <= y < 15):
                raise SystemExit("illegal move " + move)
            board[(x, y)] = 1
            if five(board, x, y, 1) or len(board) >= 224:
                break
            near = [(a + dx, b + dy) for (a, b) in board for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
            free = sorted({p for p in near if p not in board and 0 <= p[0] < 15 and 0 <= p[1] < 15})
            last = rng.choice(free)
            board[last] = 2
            if five(board, last[0], last[1], 2):
                break
    with open("/proc/%d/status" % brain.pid) as status:
        peak = [line.split(":", 1)[1].strip() for line in status if line.startswith("VmHWM")][0]
    send("END")
    brain.wait(timeout=10)
    ordered = sorted(times)
    print("turn %d ms: %d answers in %d games, mean %.1f ms, p99 %.1f ms, max %.1f ms, %d over the turn, %d searches"
          " answered for by the deadline; peak RSS %s"
          % (args.turn, len(times), games, sum(times) / len(times), ordered[int(0.99 * (len(ordered) - 1))],
             ordered[-1], sum(1 for t in times if t > args.turn), late[0], peak))
    slowest = sorted(range(len(times)), key=lambda i: -times[i])[:5]
    print("slowest: " + ", ".join("%.0f ms (game %d, %d stones)" % (times[i], where[i][0], where[i][1]) for i in slowest))


if __name__ == "__main__":
    main()
