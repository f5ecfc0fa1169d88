// The graduated hint's steps (text/hint_steps.hpp) for fixed positions of each game, the
// handouts' worked examples in full: handout 000 §6's 19 10 14 13 4 20 7 (two piles: the copy),
// handout 001's figure 4 (both grids), a full row of 21 (handout 004); the other ways each game is
// decided; the last step naming a winning move, or that none wins, on random positions, checked
// against the solvers; and what --explain says of a computer's move starts with its verdict.
#include <gtest/gtest.h>

#include "core/random.hpp"
#include "games/grid/grid_explanation_text.hpp"
#include "games/grid/grid_game.hpp"
#include "games/grid/grid_generator.hpp"
#include "games/nim/nim_explanation_text.hpp"
#include "games/nim/nim_game.hpp"
#include "games/row/row_explanation_text.hpp"
#include "games/row/row_game.hpp"
#include "play/review_text.hpp"
#include "support/explained.hpp"
#include "support/small_grids.hpp"
#include "support/text_search.hpp"
#include "text/hint_steps.hpp"

namespace marienbad {
namespace {

using testing::contains;
using testing::Explained;
using testing::explained;

// The first `count` lines of `text`, each without its line break.
std::vector<std::string> first_lines(const std::string& text, std::size_t count) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (lines.size() < count && start < text.size()) {
        const std::size_t end = text.find('\n', start);
        lines.push_back(text.substr(start, end - start));
        start = end == std::string::npos ? text.size() : end + 1;
    }
    return lines;
}

std::string first_line(const std::string& text) {
    return first_lines(text, 1).front();
}

Explained nim(std::vector<int> piles, Convention convention = Convention::normal) {
    return explained<NimGame>(explain_nim_position(NimPosition{std::move(piles)}, convention));
}

Explained grid(const GridBoard& board, std::vector<Cell> pawns) {
    const GridRules rules(board);
    const GridSolver solver(rules);
    return explained<GridGame>(
        explain_grid_position(rules, solver, GridPosition{std::move(pawns)}));
}

Explained row(std::string_view pattern, Convention convention, int max_take) {
    const RowRules rules(convention, max_take);
    RowSolver solver(convention, max_take);
    return explained<RowGame>(
        explain_row_position(rules, solver, parse_row_pattern(pattern).position));
}

// Step `step` of the hint for `explained`, as the player reads it.
std::string step(const Explained& explained, int step, const Wording& wording = {}) {
    return hint_step_text(explained.game->hint_steps(explained.explanation, wording), step);
}

std::string why(const Explained& explained, const Wording& wording = {}) {
    return hint_why_text(explained.game->hint_steps(explained.explanation, wording));
}

TEST(HintSteps, NimHandoutExampleStepByStep) {
    const Explained example = nim({19, 10, 14, 13, 4, 20, 7});
    EXPECT_EQ(step(example, 1),
              "Hint 1/3 (ask again for step 2): the binary method.\n"
              "Write each column's number of pieces in binary, one line per column, with bits "
              "worth 128, 64, 32, 16, 8, 4, 2 and 1. Then add up each bit: how many lines have a "
              "1 worth 128, how many a 1 worth 64, and so on.\n"
              "When every sum is even, the player to move loses against perfect play; when a sum "
              "is odd, some move makes every sum even, and that move wins.\n");
    EXPECT_EQ(why(example),
              "Why it works:\n"
              "When every sum is even, a move changes one column only, so some of its bits change "
              "and their sums turn odd. When a sum is odd, a move can always make every sum even "
              "again: the first line with a 1 under the first odd sum, its bits flipped where the "
              "sums are odd, gives a smaller number. The empty board has every sum 0, even: "
              "whoever always leaves even sums takes the last piece.\n");
    EXPECT_EQ(step(example, 2),
              "Hint 2/3 (ask again for the move): this position's binary matrix.\n"
              "            128 64 32 16 8 4 2 1\n"
              "  column 0    0  0  0  1 0 0 1 1  = 19\n"
              "> column 1    0  0  0  0 1 0 1 0  = 10\n"
              "  column 2    0  0  0  0 1 1 1 0  = 14\n"
              "  column 3    0  0  0  0 1 1 0 1  = 13\n"
              "  column 4    0  0  0  0 0 1 0 0  = 4\n"
              "  column 5    0  0  0  1 0 1 0 0  = 20\n"
              "  column 6    0  0  0  0 0 1 1 1  = 7\n"
              "  sums        0  0  0  2 3 5 4 3\n"
              "  odd                    ^ ^   ^\n"
              "The sums of the bits worth 8, 4 and 1 are odd (marked ^): the player to move can "
              "win.\n"
              "Under the first odd sum from the left, the bit worth 8, the first line with a 1 is "
              "column 1's (10 pieces, marked >): the column to change.\n"
              "Columns 2 and 3 have a 1 there too: changing one of them would win as well.\n");
    EXPECT_EQ(step(example, 3),
              "Hint 3/3: take 3 pieces from column 1.\n"
              "Flip column 1's bits where the sum is odd, the bits worth 8, 4 and 1: 00001010 "
              "becomes 00000111, that is 7. So take 10 - 7 = 3 pieces from column 1.\n"
              "The sums become 0 0 0 2 2 6 4 4, all even: whatever the opponent takes, you can "
              "make them all even again, and the last piece is yours.\n"
              "The winning moves: take 3 pieces from column 1, take 11 pieces from column 2 or "
              "take 13 pieces from column 3.\n");
}

TEST(HintSteps, NimPilesDrawnAsRowsAreRowsInEveryStep) {
    const Explained example = nim({19, 10, 14, 13, 4, 20, 7});
    const Wording rows{true};
    for (int n = 1; n <= k_hint_steps; ++n) {
        const std::string text = step(example, n, rows);
        EXPECT_FALSE(contains(text, "column")) << text;
        EXPECT_TRUE(contains(text, "row")) << text;
    }
    EXPECT_FALSE(contains(why(example, rows), "column"));
    EXPECT_TRUE(contains(step(example, 2, rows), "> row 1    0  0  0  0 1 0 1 0  = 10\n"));
    EXPECT_EQ(first_line(step(example, 3, rows)), "Hint 3/3: take 3 pieces from row 1.");
}

// Two piles in normal play: the copy, as the lesson's first exercise teaches it before binary.
TEST(HintSteps, NimTwoPilesAreMadeEqualWithoutTheMatrix) {
    const Explained unequal = nim({3, 5});
    EXPECT_EQ(step(unequal, 1),
              "Hint 1/3 (ask again for step 2): make the two columns equal.\n"
              "Two equal columns are lost for the player to move: whatever they take from one, "
              "the other player takes the same from the other, and the last piece is theirs. So "
              "from two unequal columns, make them equal.\n");
    EXPECT_FALSE(contains(why(unequal), "sum")) << why(unequal);
    EXPECT_EQ(step(unequal, 2),
              "Hint 2/3 (ask again for the move): the columns of this position.\n"
              "Columns of 3 and 5 pieces: unequal, so the player to move can win.\n");
    EXPECT_EQ(step(unequal, 3),
              "Hint 3/3: take 2 pieces from column 1.\n"
              "It leaves two columns of 3 pieces: from then on, take from one column what the "
              "opponent takes from the other, and the last piece is yours. It is the only "
              "winning move.\n");
    const Explained equal = nim({4, 4});
    EXPECT_TRUE(contains(step(equal, 2), "Columns of 4 and 4 pieces: equal")) << step(equal, 2);
    EXPECT_EQ(first_line(step(equal, 3)), "Hint 3/3: no move wins.");
    EXPECT_FALSE(contains(why(equal), "sum")) << why(equal);
    for (int n = 1; n <= k_hint_steps; ++n) {
        EXPECT_FALSE(contains(step(unequal, n, Wording{true}), "column"));
    }
}

TEST(HintSteps, NimLostPositionsAndMisereEndings) {
    const Explained lost = nim({1, 3, 2});
    EXPECT_TRUE(contains(step(lost, 2),
                         "  sums        0  0  0  0 0 0 2 2\n"
                         "Every sum is even: the player to move loses against "
                         "perfect play.\n"));
    EXPECT_FALSE(contains(step(lost, 2), "^")) << "no odd sum to mark";
    EXPECT_FALSE(contains(step(lost, 2), ">")) << "no column to change";
    EXPECT_EQ(first_line(step(lost, 3)), "Hint 3/3: no move wins.");

    // Misère play, one column of more than one piece: the single pieces are counted.
    const Explained exception = nim({1, 1, 5}, Convention::misere);
    EXPECT_EQ(first_line(step(exception, 1)),
              "Hint 1/3 (ask again for step 2): count the columns of one piece.");
    EXPECT_TRUE(contains(step(exception, 2),
                         "Column 2 has 5 pieces, the only column with more than one; 2 columns "
                         "have one piece.\n"));
    EXPECT_EQ(step(exception, 3),
              "Hint 3/3: take 4 pieces from column 2.\n"
              "It leaves 3 columns of one piece, an odd number: they are taken one by one, and "
              "the opponent takes the last.\n"
              "Taking 5 pieces instead would leave 2, an even number, and the last piece would be "
              "yours. It is the only winning move.\n");
    EXPECT_TRUE(contains(why(exception), "In misère play the last piece loses"));

    // Misère play, single pieces only: their number decides.
    EXPECT_TRUE(contains(step(nim({1, 1, 1, 1}, Convention::misere), 2),
                         "There are 4 columns of one piece, an even number: the player to move "
                         "can win.\n"));
    EXPECT_EQ(first_line(step(nim({1, 1, 1}, Convention::misere), 3)), "Hint 3/3: no move wins.");

    // Misère play like normal play: the matrix, and the misère ending said.
    const Explained like_normal = nim({2, 5, 6}, Convention::misere);
    EXPECT_TRUE(contains(step(like_normal, 1),
                         "Misère play: while two columns or more have more "
                         "than one piece, this is played exactly as when "
                         "the last piece wins.\n"));
    EXPECT_EQ(first_line(step(like_normal, 3)), "Hint 3/3: take 1 piece from column 1.");
    EXPECT_TRUE(contains(step(like_normal, 3),
                         "Flip column 1's bits where the sum is odd, the bit "
                         "worth 1: 00000101 becomes 00000100, that is 4. So "
                         "take 5 - 4 = 1 piece from column 1.\n"))
        << step(like_normal, 3);
    EXPECT_TRUE(contains(step(like_normal, 3), "then leave an odd number of columns of one piece"));
}

TEST(HintSteps, GridFigure4RightStepByStep) {
    const Explained right = grid(testing::figure_4_right_board(), {{0, 0}});
    EXPECT_EQ(step(right, 1),
              "Hint 1/3 (ask again for step 2): label the cells from the sink back.\n"
              "Give every free cell a label, 0 or 1 (its nimber), starting from the sink, which "
              "gets 0. Then, from the last column to the first and in each column from the bottom "
              "up, a cell gets 0 when every cell the pawn can move to from it has 1, and 1 when "
              "one of them has 0. Then look at the pawn's cell: 1 means the player to move can "
              "win.\n");
    EXPECT_EQ(why(right),
              "Why it works:\n"
              "From a cell labelled 0, every move leads to a 1: that is how a 0 is given. From a "
              "1, some move leads to a 0. The sink is a 0. So whoever moves the pawn onto a 0 can "
              "do it again after every reply, and in the end pushes it into the sink: the "
              "opponent only ever moves from 0s, and never reaches it.\n");
    // Handout 001's figure 4, right, as it prints it: 0s and 1s only.
    EXPECT_EQ(step(right, 2),
              "Hint 2/3 (ask again for the move): this grid's labels.\n"
              "  1 2 3 4 5 6 7\n"
              "1|1|1|0|1|1|0|1|\n"
              "2|0|X|1|0|X|1|0|\n"
              "3|1|X|1|1|0|X|1|\n"
              "4|1|1|0|X|1|0|1|\n"
              "5|0|1|1|0|1|1|0|\n"
              "The pawn is on (1,1), labelled 1: the player to move can win.\n");
    EXPECT_EQ(step(right, 3),
              "Hint 3/3: move the pawn to (1,3) or (2,1).\n"
              "(1,3) and (2,1) are labelled 0: from any of them the opponent can only move the "
              "pawn to a 1, and you move it back to a 0 every time, up to the sink.\n");
}

TEST(HintSteps, GridFigure4LeftIsLostFromTheStart) {
    const Explained left = grid(testing::seed_example_board(), {{0, 0}});
    EXPECT_EQ(step(left, 2),
              "Hint 2/3 (ask again for the move): this grid's labels.\n"
              "  1 2 3 4 5\n"
              "1|0|1|1|0|1|\n"
              "2|1|0|1|X|0|\n"
              "3|1|1|0|1|1|\n"
              "4|0|1|X|0|1|\n"
              "5|1|0|1|1|0|\n"
              "The pawn is on (1,1), labelled 0: the player to move loses against perfect "
              "play.\n");
    EXPECT_EQ(step(left, 3),
              "Hint 3/3: no move wins.\n"
              "Every cell the pawn can reach, (1,2), (1,3), (2,1) and (3,1), is labelled 1: from "
              "any of them the opponent moves it back to a 0. Play on and hope for a mistake.\n");
}

TEST(HintSteps, GridWithSeveralPawnsGivesValuesAndTheirXor) {
    const Explained pawns = grid(testing::seed_example_board(), {{0, 0}, {1, 2}});
    EXPECT_EQ(first_line(step(pawns, 1)),
              "Hint 1/3 (ask again for step 2): each cell's value, from the sink back.");
    const std::string values = step(pawns, 2);
    EXPECT_TRUE(contains(values, "3|3|2|0|3|2|\n")) << values;  // values past 1: Grundy values
    EXPECT_TRUE(contains(values,
                         "The pawns' values: 0 for pawn 1 on (1,1) and 1 for pawn 2 on "
                         "(2,3).\n0 xor 1 = 1, not 0: the player to move can win.\n"))
        << values;
    EXPECT_EQ(step(pawns, 3),
              "Hint 3/3: move pawn 1 to (1,2) or pawn 2 to (3,3).\n"
              "Pawn 1 to (1,2), of value 1: 1 xor 1 = 0.\n"
              "With the xor at 0, whatever the opponent plays makes it another number, and you "
              "bring it back to 0 every time, up to the last pawn in the sink.\n");
    EXPECT_TRUE(contains(why(pawns), "like a Nim pile of v pieces"));
}

TEST(HintSteps, RowOf21StepByStep) {
    const Explained full = row("111111111111111111111", Convention::misere, 3);
    EXPECT_EQ(step(full, 1),
              "Hint 1/3 (ask again for step 2): the runs and their values.\n"
              "Cut the row into runs: matches side by side, between empty places or the ends of "
              "the row. A move takes from one run only, and may cut it in two.\n"
              "Give each run its value: the smallest number that no move from it leaves, where a "
              "move that cuts a run in two leaves the xor of its two parts' values (the lesson's "
              "table: runs of 1 to 8 matches are worth 1, 2, 3, 4, 1, 6, 3 and 2). The row is "
              "worth the xor of its runs' values; two equal runs cancel out.\n"
              "In misère play a row worth 0 is lost for the player to move as long as some run "
              "has neither 1, 4, 5 nor 10 matches. When every run has 1, 4, 5 or 10 matches, "
              "three exceptions come first: only single matches, an odd number of them loses; an "
              "odd number of single matches with one run of 5 and none of 10, an odd number of "
              "runs of 4 loses; an odd number of single matches with one run of 5, one of 10 and "
              "none of 4 loses. Otherwise the values decide.\n");
    EXPECT_EQ(why(full),
              "Why it works:\n"
              "A position is won when some move leaves a lost one, and lost when every move "
              "leaves a won one; with no match left, the player to move has won, since the "
              "opponent took the last match. That recursion decides every position, from the "
              "smallest up.\n"
              "The simplest lost positions are two equal runs: whatever the opponent takes from "
              "one, take the same from the other, and you always have a reply. So from a single "
              "run, taking its middle match, or its middle two, wins when the last match wins.\n"
              "Misère play differs at the end: two single matches are won for the player to "
              "move, who takes one and leaves the last. So copying stops working when only single "
              "matches are left, and near the end the values alone do not decide.\n");
    EXPECT_EQ(step(full, 2),
              "Hint 2/3 (ask again for the move): the runs of this row.\n"
              "  places   matches  value\n"
              "  0 to 20       21      1\n"
              "Some run has neither 1, 4, 5 nor 10 matches, so the values decide as when the last "
              "match wins.\n"
              "The values' xor is 1, not 0: the player to move can win.\n");
    EXPECT_EQ(step(full, 3),
              "Hint 3/3: take 1 match from place 10.\n"
              "It leaves two equal runs of 10 matches: a lost position for the opponent. Copy "
              "each of their moves in the other run of the pair; near the end, when copying would "
              "leave only single matches, misère play differs: ask for a hint again then.\n"
              "The winning moves: take 1 match from place 5, take 3 matches from place 9, take 1 "
              "match from place 10 or take 1 match from place 15.\n");
}

TEST(HintSteps, RowTablesAndVerdictsForEachWayTheRowIsDecided) {
    // Several runs and their values (misère, 1 to 3 a move); no "losing on its own", a method
    // that fails on two runs of two.
    const std::string runs = step(row("1110101111", Convention::misere, 3), 2);
    EXPECT_TRUE(contains(runs,
                         "  places  matches  value\n"
                         "  0 to 2        3      3\n"
                         "  4             1      1\n"
                         "  6 to 9        4      4\n"))
        << runs;
    EXPECT_FALSE(contains(runs, "on its own")) << runs;
    // Normal play: the mirror strategy, said plainly.
    const std::string mirror = step(row("11111", Convention::normal, 3), 3);
    EXPECT_EQ(first_line(mirror), "Hint 3/3: take 1 match from place 2.");
    EXPECT_TRUE(contains(mirror,
                         "It leaves two equal runs of 2 matches. Whatever the opponent "
                         "takes from one run of a pair, take the same from the other"))
        << mirror;
    // No mirror move: the position the move leaves, and why it is lost.
    const std::string leaves = step(row("1111", Convention::misere, 3), 3);
    EXPECT_EQ(leaves,
              "Hint 3/3: take 3 matches from place 0.\n"
              "It leaves 1 run of 1 match, at place 3, lost for the opponent, who must move "
              "there:\n"
              "Only single matches are left: 1, an odd number: the player to move takes the last "
              "one and loses.\n"
              "The winning moves: take 3 matches from place 0 or take 3 matches from place 1.\n");
    // One match a move: the parity; a lost row.
    const Explained parity = row("1111111", Convention::misere, 1);
    EXPECT_TRUE(contains(step(parity, 2), "  0 to 6        7\n")) << step(parity, 2);
    EXPECT_EQ(first_line(step(parity, 3)), "Hint 3/3: no move wins.");
    // The misère quotient of 0.77: its verdict, and no value column.
    const std::string quotient = step(row("1111111", Convention::misere, 2), 2);
    EXPECT_TRUE(contains(quotient, "  places  matches\n")) << quotient;
    EXPECT_TRUE(contains(quotient, "In the quotient the run of 7 matches is")) << quotient;
    // Normal play, lost: the xor is 0.
    const Explained lost = row("11011", Convention::normal, 3);
    EXPECT_TRUE(contains(step(lost, 2),
                         "The values' xor is 2 xor 2 = 0: the player to move loses "
                         "against perfect play.\n"))
        << step(lost, 2);
    EXPECT_EQ(first_line(step(lost, 3)), "Hint 3/3: no move wins.");
}

// On random positions of every game, the last step's title is a winning move in words (the one
// the whole explanation arrives at, or, for the row, one that leaves equal pairs), or that none
// wins; the first two never name a move.
TEST(HintSteps, TheLastStepNamesAWinningMoveOrThatNoneWins) {
    Random random(28);
    const auto check = [](const Explained& explanation, const std::vector<std::string>& moves) {
        const std::string last = first_line(step(explanation, 3));
        if (moves.empty()) {
            EXPECT_EQ(last, "Hint 3/3: no move wins.");
        } else {
            EXPECT_NE(std::find_if(moves.begin(), moves.end(),
                                   [&](const std::string& move) {
                                       return last == "Hint 3/3: " + move + ".";
                                   }),
                      moves.end())
                << last;
        }
        for (const std::string& move : moves) {
            EXPECT_FALSE(contains(step(explanation, 1), move)) << move;
            EXPECT_FALSE(contains(first_line(step(explanation, 2)), move)) << move;
        }
    };
    for (int trial = 0; trial < 200; ++trial) {
        std::vector<int> piles;
        const int count = random.uniform_int(1, 6);
        for (int i = 0; i < count; ++i) {
            piles.push_back(random.uniform_int(1, 35));
        }
        const Convention convention = trial % 2 == 0 ? Convention::normal : Convention::misere;
        const NimExplanation explanation_of_position =
            explain_nim_position(NimPosition{piles}, convention);
        std::vector<std::string> moves;
        for (const NimMove& move : explanation_of_position.winning_moves) {
            moves.push_back(describe_nim_move(move));
        }
        check(explained<NimGame>(explanation_of_position), moves);
    }
    for (int trial = 0; trial < 100; ++trial) {
        std::string pattern;
        const int length = random.uniform_int(1, 24);
        for (int place = 0; place < length; ++place) {
            pattern += random.uniform_int(0, 3) == 0 ? '0' : '1';
        }
        const int max_take = random.uniform_int(1, 4);
        const Convention convention = trial % 2 == 0 ? Convention::normal : Convention::misere;
        const RowRules rules(convention, max_take);
        RowSolver solver(convention, max_take);
        const RowPosition position = parse_row_pattern(pattern).position;
        if (rules.is_over(position)) {
            continue;
        }
        const RowExplanation explanation_of_position =
            explain_row_position(rules, solver, position);
        std::vector<std::string> moves;
        for (const RowMove& move : solver.winning_moves(position)) {
            moves.push_back(describe_row_move(move));
        }
        check(explained<RowGame>(explanation_of_position), moves);
        // A move said to leave equal pairs does.
        for (const RowMove& move : explanation_of_position.mirror_moves) {
            RowPosition left = position;
            rules.apply(left, move);
            std::vector<int> lengths;
            for (const RowRun& run : row_runs(left)) {
                lengths.push_back(run.length);
            }
            std::sort(lengths.begin(), lengths.end());
            ASSERT_EQ(lengths.size() % 2, 0U) << pattern;
            for (std::size_t i = 0; i < lengths.size(); i += 2) {
                EXPECT_EQ(lengths[i], lengths[i + 1]) << pattern;
            }
        }
    }
}

TEST(HintSteps, GridLastStepOnRandomGrids) {
    for (Random::Seed seed = 1; seed <= 30; ++seed) {
        Random random(seed);
        const GridBoard board = random_grid_board(7, 7, random.uniform_int(0, 7), random);
        const GridRules rules(board);
        const GridSolver solver(rules);
        const GridPosition position{{{random.uniform_int(0, 2), random.uniform_int(0, 2)}}};
        if (!rules.board().is_free(position.pawns.front())) {
            continue;
        }
        const Explained position_explained =
            explained<GridGame>(explain_grid_position(rules, solver, position));
        const auto answer =
            position_explained.game->winning_answer(position_explained.explanation, {});
        EXPECT_EQ(first_line(step(position_explained, 3)),
                  answer ? "Hint 3/3: " + *answer + "." : "Hint 3/3: no move wins.");
        // One pawn: the table's cells hold 0, 1 or X only.
        const std::string labels = step(position_explained, 2);
        for (const std::string& line : first_lines(labels, 100)) {
            if (const std::size_t bar = line.find('|'); bar != std::string::npos) {
                EXPECT_EQ(line.find_first_not_of("01X|", bar), std::string::npos) << labels;
            }
        }
    }
}

// The last step lists every winning move, or past a few how many there are and the first ones
// (the board marks them all).
TEST(HintSteps, ALongListOfWinningMovesIsCounted) {
    EXPECT_EQ(winning_moves_sentence({"a"}), "It is the only winning move.\n");
    EXPECT_EQ(winning_moves_sentence({"a", "b", "c"}), "The winning moves: a, b or c.\n");
    std::vector<std::string> many;
    for (int i = 1; i <= 10; ++i) {
        many.push_back("m" + std::to_string(i));
    }
    EXPECT_EQ(winning_moves_sentence(many),
              "10 winning moves, the first ones: m1, m2, m3, m4, m5, m6, m7, m8.\n");
    const std::string long_row = step(row(std::string(100, '1'), Convention::misere, 8), 3);
    EXPECT_TRUE(contains(long_row, " winning moves, the first ones: take ")) << long_row;
}

TEST(HintText, WhyTheComputerPlayedStartsWithTheVerdict) {
    const Explained won = nim({19, 10, 14, 13, 4, 20, 7});
    const auto kept =
        first_lines(computer_move_reason(*won.game, won.explanation, MoveVerdict::kept_win), 2);
    EXPECT_EQ(kept[0], "Why the computer played this:");
    EXPECT_EQ(kept[1], "This move wins: it leaves the opponent a lost position.");
    const auto thrown = first_lines(
        computer_move_reason(*won.game, won.explanation, MoveVerdict::threw_away_win), 2);
    EXPECT_EQ(thrown[1],
              "The computer did not play a winning move: at its level it sometimes plays at "
              "random. What would have won: take 3 pieces from column 1.");
    const auto mistaken =
        first_lines(computer_move_reason(*won.game, won.explanation, MoveVerdict::threw_away_win,
                                         StrengthStyle::adaptive),
                    2);
    EXPECT_EQ(mistaken[1],
              "The computer did not play a winning move: at its level it makes a few mistakes a "
              "person could make while the game is big. What would have won: take 3 pieces from "
              "column 1.");
    const auto lost =
        first_lines(computer_move_reason(*nim({1, 3, 2}).game, nim({1, 3, 2}).explanation,
                                         MoveVerdict::from_lost_position),
                    2);
    EXPECT_EQ(lost[1],
              "The position was lost: whatever the computer plays, the opponent can win with "
              "perfect play. It plays on, hoping for a mistake.");
}

}  // namespace
}  // namespace marienbad
