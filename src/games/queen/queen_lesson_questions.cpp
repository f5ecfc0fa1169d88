// The queen lesson's questions: labels in figure 3's order, the next of Wythoff's pairs.
#include "games/queen/queen_lesson_questions.hpp"

#include <set>

#include <fmt/format.h>

#include "games/queen/queen_solver.hpp"
#include "games/queen/wythoff.hpp"
#include "i18n/i18n.hpp"
#include "text/board_text.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

Cell lattice_cell(QueenCell cell) {
    return {static_cast<int>(cell.row), static_cast<int>(cell.col)};
}

// The cells a queen reaches from `from`: right, down and diagonally down to the right.
std::vector<QueenCell> reached_cells(const QueenBoard& board, QueenCell from) {
    std::vector<QueenCell> cells;
    for (std::int64_t step = 1; from.col + step < board.cols; ++step) {
        cells.push_back({from.row, from.col + step});
    }
    for (std::int64_t step = 1; from.row + step < board.rows; ++step) {
        cells.push_back({from.row + step, from.col});
    }
    for (std::int64_t step = 1; from.row + step < board.rows && from.col + step < board.cols;
         ++step) {
        cells.push_back({from.row + step, from.col + step});
    }
    return cells;
}

}  // namespace

std::vector<ExerciseQuestion> queen_label_questions(const QueenBoard& board,
                                                    Convention convention) {
    const QueenRules rules(board, convention);
    const QueenSolver solver(rules);
    std::vector<ExerciseQuestion> questions;
    for (std::int64_t col = board.cols - 1; col >= 0; --col) {
        for (std::int64_t row = board.rows - 1; row >= 0; --row) {
            const QueenCell cell{row, col};
            if (cell == board.sink()) {
                continue;
            }
            std::vector<std::string> zeros;
            for (const QueenCell next : reached_cells(board, cell)) {
                if (solver.is_safe_cell(next)) {
                    zeros.push_back(cell_name(lattice_cell(next)));
                }
            }
            const std::string name = cell_name(lattice_cell(cell));
            ExerciseQuestion question;
            question.prompt = trf("{0}: its label, 0 or 1?", name);
            question.cell = lattice_cell(cell);
            question.answer = solver.is_safe_cell(cell) ? 0 : 1;
            question.min = 0;
            question.max = 1;
            question.hint =
                trf("Look from {0} along its row to the right, down its column and down "
                    "its diagonal: is one of those cells labelled 0?",
                    name);
            question.why =
                zeros.empty()
                    ? trf("no cell the queen reaches from {0} is labelled 0, so {0} is 0.", name)
                    : trf("from {0} the queen reaches {1}, labelled 0, so {0} is 1.", name,
                          list_of_words(zeros));
            questions.push_back(std::move(question));
        }
    }
    if (!questions.empty()) {
        questions.back().after =
            trf("Right. The labels of the whole board:\n{0}",
                render_cell_table(
                    static_cast<int>(board.rows), static_cast<int>(board.cols), [&](Cell cell) {
                        return std::string(solver.is_safe_cell({cell.row, cell.col}) ? "0" : "1");
                    }));
    }
    return questions;
}

std::vector<ExerciseQuestion> wythoff_pair_questions(int k) {
    std::vector<std::int64_t> used;
    std::vector<std::string> pairs;
    for (int before = 0; before < k; ++before) {
        const WythoffPair pair = wythoff_pair(before);
        used.push_back(pair.a);
        if (pair.b != pair.a) {
            used.push_back(pair.b);
        }
        pairs.push_back(fmt::format("({},{})", pair.a, pair.b));
    }
    const WythoffPair pair = wythoff_pair(k);
    std::vector<int> numbers(used.begin(), used.end());
    ExerciseQuestion smaller;
    smaller.prompt = trf("The pair after {0}: its smaller number?", pairs.back());
    smaller.answer = static_cast<int>(pair.a);
    smaller.min = 0;
    smaller.max = 99;
    smaller.hint =
        trf("The smallest number no earlier pair uses; they use {0}.", list_of_numbers(numbers));
    smaller.why = trf("the pairs {0} use {1}; the smallest number they leave is {2}.",
                      list_of_words(pairs), list_of_numbers(numbers), pair.a);
    ExerciseQuestion larger;
    larger.prompt = trf("And its larger number?");
    larger.answer = static_cast<int>(pair.b);
    larger.min = 0;
    larger.max = 99;
    larger.hint = trf("Pair number {0}: its smaller number plus {0}.", k);
    larger.why =
        trf("pair number {0} is its smaller number plus {0}: {1} + {0} = {2}.", k, pair.a, pair.b);
    return {smaller, larger};
}

}  // namespace marienbad
