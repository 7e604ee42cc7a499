#!/bin/sh
# Writes the list of classes that StartupPreload loads in the background at start: the classes a
# real start loads from the jar or the JDK's modules (not those from the JDK's shared archive,
# nor generated ones) until the window is painted, in the order they were needed.
# Run after `mvn package`, with a display (e.g. xvfb-run -a scripts/startup-classes.sh).
set -eu
cd "$(dirname "$0")/.."
list=src/main/resources/org/inarow/ui/startup-classes.txt
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# without the preload (its own loads would keep every class once listed on the list for ever)
visible=$(java -Dinarow.startup.preload=false -Xlog:class+load=info:file="$log":uptimemillis -jar target/inarow.jar --smoke \
  | sed -n 's/^visible after \([0-9]*\) ms$/\1/p')
[ -n "$visible" ] || { echo "startup-classes: the smoke run failed" >&2; exit 1; }
{
  echo "# written by scripts/startup-classes.sh: classes loaded before the window was painted"
  sed -n 's/^\[\([0-9]*\)ms\] \([^ ]*\) source: \(jrt:\|file:\).*/\1 \2/p' "$log" \
    | awk -v until="$visible" '$1 <= until { print $2 }' \
    | grep -v -e '^org\.inarow\.cli\.' -e '^picocli\.' -e '^org\.inarow\.ui\.StartupPreload'
} > "$list"
echo "startup-classes: $(grep -vc '^#' "$list") classes up to ${visible} ms -> $list"
