// The grid lesson's questions: labels in figure 3's order, cells that may be banned, values.
#include "games/grid/grid_lesson_questions.hpp"

#include <algorithm>
#include <set>

#include "games/grid/grid_solver.hpp"
#include "i18n/i18n.hpp"
#include "text/board_text.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

// "(3,5), (4,4) and (5,4)"
std::string cells_in_words(const std::vector<Cell>& cells) {
    std::vector<std::string> names;
    for (const Cell cell : cells) {
        names.push_back(cell_name(cell));
    }
    return list_of_words(names);
}

// The labels of the cells labelled so far, "." for the others, "X" for a banned cell.
std::string labels_so_far(const GridBoard& board, const GridGrundyTable& table,
                          const std::set<Cell>& labelled) {
    return render_cell_table(board.rows(), board.cols(), [&](Cell cell) {
        if (!board.is_free(cell)) {
            return std::string("X");
        }
        if (labelled.count(cell) == 0) {
            return std::string(".");
        }
        return std::string(table.value(cell) == 0 ? "0" : "1");
    });
}

// Why `cell` may not be banned along with `banned`: the rule the grid would break.
std::string broken_rule(const GridProblem& problem) {
    const std::string cell = cell_name(problem.cell);
    switch (problem.rule) {
        case GridRule::start_banned:
            return trf("{0} is where the pawn starts.", cell);
        case GridRule::sink_banned:
            return trf("{0} is the sink.", cell);
        case GridRule::unreachable:
            return trf(
                "the pawn could never reach {0}: neither the cell above it nor the one on "
                "its left would be free.",
                cell);
        case GridRule::dead_end:
            return trf(
                "the pawn would be stuck on {0}: neither the cell below it nor the one on "
                "its right would be free.",
                cell);
        case GridRule::outside:
        case GridRule::repeated:
            break;
    }
    return {};
}

}  // namespace

std::vector<ExerciseQuestion> grid_label_questions(const GridBoard& board) {
    const GridGrundyTable table(board);
    std::vector<ExerciseQuestion> questions;
    std::set<Cell> labelled = {board.sink()};
    for (int col = board.cols() - 1; col >= 0; --col) {
        for (int row = board.rows() - 1; row >= 0; --row) {
            const Cell cell{row, col};
            if (!board.is_free(cell) || cell == board.sink()) {
                continue;
            }
            const std::vector<Cell> reached = board.destinations(cell);
            std::vector<Cell> zeros;
            for (const Cell next : reached) {
                if (table.value(next) == 0) {
                    zeros.push_back(next);
                }
            }
            ExerciseQuestion question;
            question.prompt = trf("{0}: its label, 0 or 1?", cell_name(cell));
            question.cell = cell;
            question.answer = zeros.empty() ? 0 : 1;
            question.min = 0;
            question.max = 1;
            question.hint = trf("From {0} the pawn goes to {1}: is one of them labelled 0?",
                                cell_name(cell), cells_in_words(reached));
            question.why = zeros.empty()
                               ? trf("every cell the pawn reaches from {0} — {1} — is labelled 1, "
                                     "so {0} is 0.",
                                     cell_name(cell), cells_in_words(reached))
                               : trf("from {0} the pawn reaches {1}, labelled 0, so {0} is 1.",
                                     cell_name(cell), cells_in_words(zeros));
            labelled.insert(cell);
            questions.push_back(std::move(question));
        }
        // The column done: the table so far, after the right answer to its last cell.
        if (!questions.empty() && questions.back().cell && questions.back().cell->col == col) {
            questions.back().after = trf("Column {0} done. The labels so far:\n{1}", col + 1,
                                         labels_so_far(board, table, labelled));
        }
    }
    return questions;
}

ExerciseQuestion grid_ban_question(int rows, int cols, const std::vector<Cell>& banned, Cell cell) {
    std::vector<Cell> all = banned;
    all.push_back(cell);
    const GridBuildResult built = build_grid_board(rows, cols, all);
    const std::string prompt = banned.empty() ? trf("May {0} be banned alone?", cell_name(cell))
                                              : trf("With {0} banned, may {1} be banned too?",
                                                    cells_in_words(banned), cell_name(cell));
    const std::string why =
        built.problem
            ? trf("{0} may not be banned: {1}", cell_name(cell), broken_rule(*built.problem))
            : trf("{0} may be banned: every free cell keeps a free cell above it or on its left, "
                  "and one below it or on its right.",
                  cell_name(cell));
    ExerciseQuestion question = choice_question(
        prompt, {tr("it may"), tr("it may not")}, built.problem ? 2 : 1,
        tr("Ban it in your head: does every free cell but the start still have a free cell just "
           "above it or on its left, and every free cell but the sink one just below it or on "
           "its right?"),
        why);
    question.cell = cell;
    return question;
}

ExerciseQuestion grid_value_question(const GridBoard& board, Cell cell) {
    const GridGrundyTable table(board);
    const std::vector<Cell> reached = board.destinations(cell);
    std::vector<std::string> worked;
    std::set<int> values;
    for (const Cell next : reached) {
        worked.push_back(trf("{0} worth {1}", cell_name(next), table.value(next)));
        values.insert(table.value(next));
    }
    ExerciseQuestion question;
    question.prompt = trf("{0}: its value?", cell_name(cell));
    question.cell = cell;
    question.answer = table.value(cell);
    question.min = 0;
    question.max = 9;
    question.hint = trf("From {0} the pawn goes to {1}: the smallest number none of them is worth.",
                        cell_name(cell), cells_in_words(reached));
    question.why =
        trf("from {0} the pawn reaches {1}; the smallest number not among {2} is {3}.",
            cell_name(cell), list_of_words(worked),
            list_of_numbers(std::vector<int>(values.begin(), values.end())), table.value(cell));
    return question;
}

}  // namespace marienbad
