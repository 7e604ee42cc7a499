#!/usr/bin/env python3
"""The public puzzles put to one InARow brain through the Gomocup protocol, as a tournament manager
would ask a move: one brain process for all of them, each puzzle's position given by BOARD (no
clues beyond the stones), INFO timeout_turn and max_memory as a match sets them. An answer counts
when it is one of the puzzle's accepted moves. Prints a line for each wrong answer, then the score
per category, the answer times (mean, longest, how many after the turn) and the brain's peak
resident memory (VmHWM). Exit status 1 if any answer is wrong or late.

  python3 scripts/pbrain-puzzles.py --jar target/inarow.jar --turn 1000 --max-memory 367001600
  python3 scripts/pbrain-puzzles.py --jar target/inarow.jar --turn 1000 --threads 2
"""
import argparse
import shlex
import subprocess
import sys
import time


def point(text):
    """'h8' -> (x, y) as the protocol counts: x from the left, y from the top, 0-based (15x15)."""
    return ord(text[0]) - ord("a"), 15 - int(text[1:])


def name(x, y):
    return "%s%d" % (chr(ord("a") + x), 15 - y)


def read_puzzles(path):
    puzzles = []
    for line in open(path, encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        pid, category, to_move, moves, accepted = line.rstrip("\n").split("\t")[:5]
        puzzles.append((pid, category, moves.split(), set(accepted.split())))
    return puzzles


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--jar", default="target/inarow.jar")
    parser.add_argument("--puzzles", default="../shared/data/puzzles-public.tsv")
    parser.add_argument("--turn", type=int, default=1000, help="INFO timeout_turn, ms")
    parser.add_argument("--max-memory", type=int, default=367001600, help="INFO max_memory, bytes")
    parser.add_argument("--threads", type=int, default=0, help="INFO thread_num (0: not sent)")
    parser.add_argument("--java-options", default="-Xmx400m")
    args = parser.parse_args()

    cmd = ["java"] + shlex.split(args.java_options) + ["-jar", args.jar, "pbrain"]
    brain = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(line):
        brain.stdin.write(line + "\n")
        brain.stdin.flush()

    def answer():
        while True:
            line = brain.stdout.readline()
            if not line:
                raise SystemExit("the brain closed its output")
            line = line.strip()
            if not line.startswith(("MESSAGE", "DEBUG")):
                return line

    send("START 15")
    if answer() != "OK":
        raise SystemExit("START 15 refused")
    send("INFO timeout_turn %d" % args.turn)
    send("INFO timeout_match 0")
    send("INFO max_memory %d" % args.max_memory)
    send("INFO rule 0")
    if args.threads:
        send("INFO thread_num %d" % args.threads)

    solved, asked, times, wrong = {}, {}, [], 0
    for pid, category, moves, accepted in read_puzzles(args.puzzles):
        mover = len(moves) % 2
        send("BOARD")
        for i, move in enumerate(moves):
            x, y = point(move)
            send("%d,%d,%d" % (x, y, 1 if i % 2 == mover else 2))
        sent = time.monotonic()
        send("DONE")
        reply = answer()
        times.append(((time.monotonic() - sent) * 1000, pid))
        x, y = map(int, reply.split(","))
        asked[category] = asked.get(category, 0) + 1
        if name(x, y) in accepted:
            solved[category] = solved.get(category, 0) + 1
        else:
            wrong += 1
            print("%s (%s): %s, accepted %s" % (pid, category, name(x, y), " ".join(sorted(accepted))))
    with open("/proc/%d/status" % brain.pid) as status:
        peak = [line.split(":", 1)[1].strip() for line in status if line.startswith("VmHWM")][0]
    send("END")
    brain.wait(timeout=10)

    total = sum(asked.values())
    print("solved %d of %d: %s" % (total - wrong, total,
          ", ".join("%s %d/%d" % (c, solved.get(c, 0), n) for c, n in asked.items())))
    late = sum(1 for t, _ in times if t > args.turn)
    longest = max(times)
    print("turn %d ms: mean answer %.0f ms, longest %.0f ms (%s), %d after the turn; peak RSS %s"
          % (args.turn, sum(t for t, _ in times) / len(times), longest[0], longest[1], late, peak))
    sys.exit(1 if wrong or late else 0)


if __name__ == "__main__":
    main()
