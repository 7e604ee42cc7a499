#!/bin/sh
# Writes the list of classes that StartupPreload loads in the background at start: the classes a
# real start loads from the jar or the JDK's modules (not those from the JDK's shared archive,
# nor generated ones) until the computer's first move is shown (and the window closed), in the order needed:
# those of the painted window first, then those of the first move, which the event thread would
# otherwise load while the computer thinks.
# Run after `mvn package`, with a display (e.g. xvfb-run -a scripts/startup-classes.sh).
set -eu
cd "$(dirname "$0")/.."
list=src/main/resources/org/inarow/ui/startup-classes.txt
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# without the preload (its own loads would keep every class once listed on the list for ever)
out=$(java -Dinarow.startup.preload=false -Xlog:class+load=info:file="$log":uptimemillis -jar target/inarow.jar --smoke)
visible=$(echo "$out" | sed -n 's/^visible after \([0-9]*\) ms$/\1/p')
[ -n "$visible" ] || { echo "startup-classes: the smoke run failed" >&2; exit 1; }
{
  echo "# written by scripts/startup-classes.sh: classes loaded before the window was painted (${visible} ms), then until the first move was shown and the window closed"
  sed -n 's/^\[\([0-9]*\)ms\] \([^ ]*\) source: \(jrt:\|file:\).*/\2/p' "$log" \
    | grep -v -e '^org\.inarow\.cli\.' -e '^picocli\.' -e '^org\.inarow\.ui\.StartupPreload' \
      -e '^org\.inarow\.ui\.SmokeRun' -e '^org\.inarow\.ui\.EdtStallProbe' -e '^org\.inarow\.ui\.PaintedMark'
} > "$list"
echo "startup-classes: $(grep -vc '^#' "$list") classes (the window painted at ${visible} ms) -> $list"
