// Questions asked in line mode: a whole number between bounds, or a cell of the board, asked again
// until the answer is right (handout 000's lire_entier, handout 001's Lire_Entier), with "?" for
// a hint when the game offers one, and, during a person's turn, "u" to take the last turn back and
// "r" to play it again.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/cell.hpp"
#include "core/trim.hpp"
#include "line/console.hpp"

namespace marienbad {

struct IntegerQuestion {
    std::string prompt;
    int min = 0;
    int max = 0;
    std::function<void()> hint = {};  // shown on "?"; none when empty
    std::string refusal = {};         // said on a bad answer; a standard sentence when empty
    bool turn_commands = false;       // "u" and "r" are answers too
    // An empty answer means min, when min is the only answer (min == max).
    bool enter_for_only_answer = false;
};

// What a person may type at any question of their turn instead of an answer.
enum class TurnCommand { undo, redo };

// "u" or "r" (spaces around allowed), if the answer is one of them.
std::optional<TurnCommand> parse_turn_command(std::string_view answer);

// A number, or a turn command; neither at the end of the input.
struct IntegerAnswer {
    std::optional<int> number;
    std::optional<TurnCommand> command;
};

// The whole number in [min, max] that `answer` spells (spaces around it allowed), if any.
std::optional<int> parse_integer_answer(std::string_view answer, int min, int max);

// A cell of a board, typed "row,column" as the board labels its rows and columns ("3,4", "3 4" or
// "(3,4)"), asked again until the answer names one.
struct CellQuestion {
    std::string prompt;
    std::vector<std::string> row_labels;
    std::vector<std::string> col_labels;
    std::function<void()> hint = {};  // shown on "?"; none when empty
};

// A cell, or a turn command; neither at the end of the input.
struct CellAnswer {
    std::optional<Cell> cell;
    std::optional<TurnCommand> command;
};

// The cell `answer` names among the labels, if any.
std::optional<Cell> parse_cell_answer(std::string_view answer,
                                      const std::vector<std::string>& row_labels,
                                      const std::vector<std::string>& col_labels);

// Asks until the answer names a cell or is a turn command; empty at end of input.
CellAnswer ask_cell_or_command(Console& console, const CellQuestion& question);

// The items numbered from 1, one a line ("  1. label", the numbers right-aligned: " 9." over
// "10."), then `question` with the last number for {0} ("Choose a game (1-{0}): "), until the
// answer is one of them; the index of the item chosen, none at the end of the input.
std::optional<std::size_t> ask_choice(Console& console, const std::vector<std::string>& items,
                                      const char* question);

// Asks until the answer is a whole number in [min, max]; empty at end of input.
std::optional<int> ask_integer(Console& console, const IntegerQuestion& question);
// The same, and a turn command ends the question too when the question takes them.
IntegerAnswer ask_integer_or_command(Console& console, const IntegerQuestion& question);

}  // namespace marienbad
