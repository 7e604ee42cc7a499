"""The screen-reader check (issue 43): reads InARow's board over AT-SPI, as Orca does through the ATK bridge,
plays the centre through its cell's action, and hears the announcement. Run by .ci/atspi-check; exits 1 on failure."""
import sys, time
import pyatspi
from gi.repository import GLib

def find_frame(deadline):
    seen = set()
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            if app is None:
                continue
            seen.add(app.name)
            if app.name == 'InARow':
                for w in app:
                    if w is not None and w.getRoleName() == 'frame':
                        return w
        time.sleep(0.5)
    print("atspi-check: applications seen on the bus: %s" % sorted(seen), flush=True)
    return None

def find_board(node, depth=0):
    if node is None or depth > 30:
        return None
    if node.getRoleName() == 'table' and (node.name or '').startswith('Board'):
        return node
    if node.getRoleName() == 'table':
        return None
    for child in node:
        found = find_board(child, depth + 1)
        if found is not None:
            return found
    return None

def fail(message):
    print("atspi-check: FAILED: " + message, flush=True)
    sys.exit(1)

frame = find_frame(time.time() + 150)  # a loaded machine starts the JVM slowly
if frame is None:
    fail("no InARow window on the accessibility bus")
board = None
deadline = time.time() + 30
while board is None and time.time() < deadline:
    board = find_board(frame)
    if board is None:
        time.sleep(0.5)
if board is None:
    fail("no board table in the window's tree")
table = board.queryTable()
print("atspi-check: board %r, %d children, %dx%d" % (board.name, board.childCount, table.nColumns, table.nRows), flush=True)
if board.childCount != table.nRows * table.nColumns:
    fail("one child per point expected")
row, col = table.nRows // 2, table.nColumns // 2
cell = table.getAccessibleAt(row, col)
print("atspi-check: centre cell %r" % cell.name, flush=True)
if not cell.name.endswith(", empty"):
    fail("the centre cell should be named as empty: %r" % cell.name)
centre = cell.name.split(",")[0]

heard = []
def on_event(event):
    if event.any_data and isinstance(event.any_data, str):
        heard.append((event.type, event.source.getRoleName(), event.any_data))
pyatspi.Registry.registerEventListener(on_event, "object:property-change:accessible-description")
pyatspi.Registry.registerEventListener(on_event, "object:property-change:accessible-name")

def play():
    cell.queryAction().doAction(0)
    return False

def stop():
    pyatspi.Registry.stop()
    return False

GLib.timeout_add(500, play)
GLib.timeout_add(8000, stop)
pyatspi.Registry.start()
for h in heard:
    print("atspi-check: heard %s on %s: %r" % h, flush=True)
print("atspi-check: centre cell now %r" % table.getAccessibleAt(row, col).name, flush=True)
if not any(t.endswith("accessible-name") and text == centre + ", black, last move" for t, role, text in heard):
    fail("the cell's new name was not heard")
if not any(t.endswith("accessible-description") and text.startswith("Black " + centre) for t, role, text in heard):
    fail("the move's announcement was not heard")
print("atspi-check: passed", flush=True)
