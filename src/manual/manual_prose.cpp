// The prose of marienbad(6): description, interfaces and their keys, files, environment, exit
// codes, examples, see also.
#include "manual/manual_prose.hpp"

#include <algorithm>
#include <string_view>
#include <utility>
#include <vector>

#include "app/exit_codes.hpp"
#include "gui/window_keys.hpp"
#include "i18n/i18n.hpp"
#include "manual/roff.hpp"
#include "tui/game_keys.hpp"

namespace marienbad {
namespace {

// A list of tagged paragraphs whose tags are set in bold.
std::string bold_list(const std::vector<std::pair<std::string, std::string>>& items) {
    std::string result;
    for (const auto& [tag, text] : items) {
        result += roff_tagged(roff_bold(tag), text);
    }
    return result;
}

// How far the terminal's keys indent what they do, in ens: "PgUp PgDn" fits beside it.
constexpr int k_key_column = 11;

// The character (not byte) columns where the words of a line start.
std::vector<std::pair<std::size_t, std::size_t>> word_starts(std::string_view line) {
    std::vector<std::pair<std::size_t, std::size_t>> starts;  // {column, byte}
    std::size_t column = 0;
    for (std::size_t byte = 0; byte < line.size(); ++byte) {
        const auto c = static_cast<unsigned char>(line[byte]);
        if ((c & 0xc0U) == 0x80U) {
            continue;  // a UTF-8 continuation byte: the same character
        }
        if (c != ' ' && (byte == 0 || line[byte - 1] == ' ')) {
            starts.emplace_back(column, byte);
        }
        ++column;
    }
    return starts;
}

// The terminal's list of keys (tui/game_keys.hpp: a heading, then "  key   what it does" lines
// aligned in two columns) as tagged paragraphs, so that man fills each line to its width. The
// second column is where the words after the first run of two spaces start at the earliest; a
// key wider than the column pushes its words further.
std::string key_table(std::string_view text) {
    std::vector<std::string_view> lines;
    for (std::size_t start = 0; start <= text.size();) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        if (text.substr(start).starts_with("  ")) {
            lines.push_back(text.substr(start, end - start));
        }
        start = end + 1;
    }
    std::size_t column = std::string_view::npos;
    for (const std::string_view line : lines) {
        if (const std::size_t gap = line.find("  ", 2); gap != std::string_view::npos) {
            for (const auto& [start, byte] : word_starts(line)) {
                if (byte > gap) {
                    column = std::min(column, start);
                    break;
                }
            }
        }
    }
    std::string result;
    for (const std::string_view line : lines) {
        const auto starts = word_starts(line);
        const auto description = std::find_if(
            starts.begin(), starts.end(), [column](const auto& s) { return s.first >= column; });
        const std::size_t split = description == starts.end() ? line.size() : description->second;
        std::string_view key = line.substr(0, split);
        key.remove_prefix(std::min(key.find_first_not_of(' '), key.size()));
        key = key.substr(0, key.find_last_not_of(' ') + 1);
        result += roff_tagged(roff_bold(key), line.substr(split), k_key_column);
    }
    return result;
}

}  // namespace

std::string manual_name() {
    return "marienbad \\- " +
           roff_text(tr("Nim-family games against a computer that can play perfectly")) + '\n';
}

std::string manual_description() {
    return roff_paragraph(
        tr("Marienbad plays four games of the Nim family, a person against the computer, two "
           "people, or the computer against itself: Nim, piles of pieces from which a move takes "
           "one or more from a single pile; the pawn on a grid, pushed right or down around "
           "banned cells into the sink; the matchstick row, from which a move takes 1 to 3 "
           "matches standing side by side; and the queen on a grid, pushed any number of cells "
           "right, down or diagonally into the sink (Wythoff's game). The computer "
           "plays at one of four levels, up to perfect play, and explains why a move wins.\n"
           "Without a command, marienbad opens a menu to choose a game and its rules. It plays "
           "in a window (--ui gui), full screen in a terminal (--ui tui, the default when the "
           "standard input and output are a terminal) or line by line (--ui text, the default "
           "otherwise, so that a script can play through a pipe). A parameter the game needs and "
           "the command line does not give is asked for.\n"
           "In every game, at your turn, ? gives a hint in three steps, one each time it is "
           "pressed: the method that finds the move, worked out on the position, then the move "
           "to play, or that none wins, and why. With --coach (or c during a game in the "
           "terminal and the window), a line says at once when a move lets a win go. u takes "
           "your last turn back and r plays it again; at the end, the review judges every move. "
           "--record keeps a game in a file, to replay it or resume it.\n"
           "Beside the games, solve answers any position of them, octal computes the "
           "nim-sequence of an octal game and its period, and misere its misère quotient.\n"
           "Everything is said in English or in French: --lang fr, or a French locale (see "
           "ENVIRONMENT)."));
}

std::string manual_terminal_interface() {
    return roff_paragraph(
               tr("At a terminal, marienbad runs full screen in three zones: the "
                  "title bar (the game, the computer's level, the seed, whose turn it is and at "
                  "the end the result), the board, and the console with the messages and the "
                  "prompt; the keys of the moment are on the bottom line. The menu lists the "
                  "games (Up and Down or 1 to 3, Enter); a game's form offers its sizes and "
                  "rules, the level, who starts and who plays (Up and Down choose an item, Left "
                  "and Right or digits change it, Enter starts). Esc goes back one level "
                  "everywhere, and a game left for its form or the menu is kept: Esc goes back to "
                  "it. The keys of a game:")) +
           key_table(terminal_keys_list()) +
           roff_paragraph(
               tr("Without colours (NO_COLOR set, or a terminal without them) marks stand for "
                  "them; on a terminal that is not UTF-8 everything is plain ASCII. A terminal "
                  "too small for the board says how big it must be."));
}

std::string manual_window() {
    return roff_paragraph(
               tr("With --ui gui, marienbad opens a window (Qt): the board is drawn at a scale "
                  "that follows the window, and played with the mouse. "
                  "Hovering a cell marks what a click there plays: Nim's piece and every piece to "
                  "its right, the pawn's path to a cell, the run of matches from a place. The "
                  "side panel says whose turn it is and holds the game's messages; Hint, Undo, "
                  "Redo, Play again and New game are under it. The keys:")) +
           key_table(window_keys_list()) +
           roff_paragraph(tr(
               "The menus: Game (New game…, Ctrl+N, over the game in progress, which Cancel "
               "returns to; "
               "Play again, a new game with the same settings; Restart, back to the game's first "
               "position, Ctrl+R; Hint, F1; Coach, on or off; Quit, Ctrl+Q), Edit (Undo, "
               "Ctrl+Z; Redo, "
               "Ctrl+Shift+Z), View (two palettes: colours for every eye, classic greys; Zoom "
               "in and out, Ctrl++ and Ctrl+-, within the screen) and Help (the rules, the "
               "keys, About). Where no window can be opened (DISPLAY not set or naming no "
               "display, no X server answering on it, or no such screen) marienbad says so in "
               "one line and exits with code 2."));
}

std::string manual_files() {
    return roff_paragraph(tr("marienbad writes no file but these two:")) +
           bold_list({
               {"~/.config/marienbad/marienbad.conf",
                tr("What the window remembers when it closes: its size and place, the palette, "
                   "the zoom and the last game's settings ($XDG_CONFIG_HOME/marienbad/"
                   "marienbad.conf when XDG_CONFIG_HOME is set). The command line wins over it; "
                   "a value out of range is ignored. Delete it to forget them.")},
               {tr("FILE of --record FILE"),
                tr("The game as one JSON object (its rules, the players, the seed and every "
                   "move), rewritten through a temporary file after every move and every undo, "
                   "so that it always holds the game so far; a file that holds anything else is "
                   "never written over. replay FILE shows it; GAME --resume FILE continues it.")},
           }) +
           roff_paragraph(tr("It reads, where the package installs them:")) +
           bold_list({
               {"/usr/share/locale/fr/LC_MESSAGES/marienbad.mo",
                tr("The French catalogue, found from the program's own place "
                   "(../share/locale from the directory of /usr/games/marienbad), so an "
                   "installation under any prefix speaks French.")},
               {"/usr/share/doc/marienbad/guide.md",
                tr("The user's guide: the games, the interfaces, the computer's levels, records, "
                   "the analysis commands and their limits.")},
           });
}

std::string manual_environment() {
    return bold_list({
        {"LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
         tr("The language when --lang is not given: French when the first of them that is set "
            "starts with fr, English otherwise. French works even where no French locale is "
            "installed.")},
        {"NO_COLOR",
         tr("When set and not empty, the terminal interface marks cells with characters instead "
            "of colours.")},
        {"TERM", tr("The terminal interface is the default only on a terminal that can move the "
                    "cursor.")},
        {"DISPLAY", tr("The X display the window opens on (--ui gui).")},
        {"XDG_CONFIG_HOME", tr("Where the window's settings are kept (default: ~/.config).")},
    });
}

std::string manual_exit_status() {
    return bold_list({
        {std::to_string(k_exit_ok), tr("The game or command finished.")},
        {std::to_string(k_exit_failure), tr("An unexpected internal error.")},
        {std::to_string(k_exit_usage),
         tr("A bad option or value, a record that cannot be read, or no window or terminal to "
            "play in: one line on the standard error, which begins with the program's name.")},
        {std::to_string(k_exit_abandoned),
         tr("The input ended (Ctrl-D, a closed pipe) before the game did.")},
        {"130, 131, 143, 129",
         tr("Stopped by Ctrl-C, Ctrl-\\ (in the terminal), SIGTERM or SIGHUP (128 plus the "
            "signal): the terminal or the window is given back, the record left whole, and the "
            "signal raised again.")},
    });
}

std::string manual_examples() {
    return bold_list({
        {"marienbad", tr("The menu: pick a game and its rules.")},
        {"marienbad nim --columns 7 --level 3",
         tr("Nim on 7 random piles of 1 to 35 pieces against the computer at level 3 (expert).")},
        {"marienbad nim --piles 1,2,3,5,7 --misere",
         tr("Piles of 1, 2, 3, 5 and 7; whoever takes the last piece loses.")},
        {"marienbad nim --ui gui --piles 1,2,3,5,7 --level 3",
         tr("The same board in a window, played with the mouse.")},
        {"marienbad --lang fr grid",
         tr("The pawn on a grid in French, its settings asked one by one.")},
        {"marienbad grid --rows 5 --cols 7 --ban \"2,2;3,2;2,5;3,6;4,4\" --level 4",
         tr("A 5 × 7 grid with five banned cells, against a perfect computer.")},
        {"marienbad row --length 30 --level 4 --first human --explain",
         tr("A row of 30 matches; the computer explains each of its moves.")},
        {"marienbad nim --players computer-computer --columns 5 --level 4",
         tr("The computer against itself.")},
        {"marienbad grid --record game.json",
         tr("Keep the game in game.json as it goes; marienbad replay game.json shows it, "
            "marienbad grid --resume game.json goes on with it.")},
        {"marienbad learn nim",
         tr("Nim's winning method step by step: explanations, positions to find the winning "
            "move in, and a game to win against level 4.")},
        {"marienbad puzzle row --difficulty 4 --seed 12",
         tr("Ten puzzles on the matchstick row at difficulty 4, the same ones for the same seed, "
            "scored.")},
        {"printf '0\\n1\\n' | marienbad nim --piles 1,2 --level 4 --first human",
         tr("A scripted game in line mode: each answer read from the standard input.")},
        {"marienbad solve nim 3 4 5 --json",
         tr("Who wins Nim with piles of 3, 4 and 5, and every winning move, as JSON.")},
        {"marienbad solve nim 19 10 14 13 4 20 7 --explain",
         tr("Why a move wins Nim: the piles in binary, step by step.")},
        {"marienbad solve row --position 1101110",
         tr("A row of matches (1 a match, 0 an empty place), misère play.")},
        {"marienbad octal 0.77 --count 200", tr("Kayles' nim-sequence: period 12 from heap 71.")},
        {"marienbad misere 0.07 --heaps 30",
         tr("The misère quotient of Dawson's Kayles: 360 elements.")},
    });
}

std::string manual_see_also() {
    return roff_paragraph(
        tr("The user's guide (/usr/share/doc/marienbad/guide.md when installed from the package) "
           "tells the games, the interfaces, the lessons and puzzles, the computer's levels and "
           "styles, records, and the analysis commands with their limits; the README beside it "
           "says where the rest is."));
}

}  // namespace marienbad
