#!/usr/bin/env python3
"""A whole game in the window played as a blind player plays it, through AT-SPI alone.

Run by accessible.sh in its own X server and D-Bus session. The program ($MARIENBAD) opens Nim
(piles 1, 2 and 4, the person first against the perfect computer); this script, like a screen
reader, finds the board by its role (a table), reads every cell by its name, asks the hint with
the Hint button's action, hears each announcement (the side panel's notification), finds the cell
the pointer is on by its name and plays it with the cell's "press" action, until the game ends.
The person must win. What a screen reader would say is printed, one line each, as the game goes.
"""

import os
import signal
import subprocess
import sys
import time

import pyatspi

PROGRAM = os.environ["MARIENBAD"]
ARGUMENTS = ["nim", "--piles", "1,2,4", "--first", "human", "--level", "4", "--seed", "3",
             "--no-animation", "--ui", "gui"]
TIMEOUT = 20  # seconds for anything to happen


def fail(message):
    print(f"FAIL: {message}", file=sys.stderr)
    sys.exit(1)


def wait_for(what, find):
    """What find() returns once it returns something, within the timeout."""
    deadline = time.monotonic() + TIMEOUT
    while time.monotonic() < deadline:
        try:
            found = find()
        except Exception:  # the tree changes under a screen reader too: look again
            found = None
        if found:
            return found
        time.sleep(0.05)
    fail(f"no {what} within {TIMEOUT} s")


def application():
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name == "marienbad":
            return app
    return None


def descendant(root, test):
    return pyatspi.findDescendant(root, test)


def board_of(app):
    return descendant(app, lambda node: node.getRole() == pyatspi.ROLE_TABLE)


def announcer_of(app):
    return descendant(app, lambda node: node.getRole() == pyatspi.ROLE_NOTIFICATION)


def button(app, name):
    return descendant(app, lambda node: node.getRole() == pyatspi.ROLE_PUSH_BUTTON
                      and node.name == name)


def press(node):
    actions = node.queryAction()
    for index in range(actions.nActions):
        if actions.getName(index).lower() in ("press", "click"):
            actions.doAction(index)
            return
    fail(f"{node.name}: no press action")


def rows_of(board):
    table = board.queryTable()
    rows = []
    for row in range(table.nRows):
        cells = []
        for column in range(table.nColumns):
            cell = table.getAccessibleAt(row, column)
            if cell is not None:
                cells.append(cell)
        rows.append(cells)
    return rows


def main():
    process = subprocess.Popen([PROGRAM] + ARGUMENTS, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, text=True)
    said = []
    try:
        app = wait_for("application on the accessibility bus", application)
        board = wait_for("board (a table)", lambda: board_of(app))
        announcer = wait_for("announcements", lambda: announcer_of(app))
        hint = wait_for("Hint button", lambda: button(app, "Hint"))

        def hear(previous):
            text = wait_for("announcement", lambda: announcer.name != previous and announcer.name)
            said.append(text)
            for line in text.splitlines():
                print(f"said: {line}")
            return text

        print(f"board: {board.name}; {board.description}")
        for cells in rows_of(board):
            print("row: " + " | ".join(cell.name for cell in cells))
        heard = wait_for("first announcement", lambda: announcer.name)
        said.append(heard)
        for line in heard.splitlines():
            print(f"said: {line}")
        for turn in range(30):
            if "win" in heard.splitlines()[-1] or "Game over" in heard:
                break
            for step in range(3):
                press(hint)
                heard = hear(heard)
            pointed = wait_for("cell pointed at", lambda: next(
                (cell for cells in rows_of(board) for cell in cells
                 if "pressed again:" in cell.name), None))
            print(f"focus: {pointed.name}")
            press(pointed)
            heard = hear(heard)
            # The computer's reply, said with the turn that follows it, or the end.
            while not heard.endswith("Your turn.") and "win" not in heard:
                heard = hear(heard)
        else:
            fail("the game did not end in 30 turns")
        ending = "\n".join(said[-2:])
        if "You win" not in ending:
            fail(f"the game ended otherwise: {ending}")
        if not any("The computer takes" in text for text in said):
            fail("the computer's moves were not heard")
    finally:
        process.send_signal(signal.SIGTERM)
        try:
            _, errors = process.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            _, errors = process.communicate()
        if errors.strip():
            print(errors, file=sys.stderr)
    print("PASS: a whole game won through AT-SPI")


if __name__ == "__main__":
    main()
