// Why a position of the matchstick row (handout 004) is won or lost, and how to win it, as data
// for every front end (games/row/row_explanation_text.hpp says it in words): the runs with their
// Grundy values and X, and what decides — the nim-sum in normal play; in misère play the
// parity of the matches (max-take 1), the case of the misère rule of 0.777 with its counts
// (max-take 3, misere_row_rule.hpp), for the other max-takes the misère quotient of the row's
// octal code (the runs' elements and their product), or past the quotient's budget the proved
// rules of misere_row_theory.hpp or the exhaustive search. Then every winning move, and for one
// of them the same reasons for the position it leaves; and the winning moves that leave equal
// pairs of runs (the mirror strategy), for the graduated hint.
#pragma once

#include <optional>
#include <vector>

#include "core/convention.hpp"
#include "games/row/misere_row_rule.hpp"
#include "games/row/row_rules.hpp"
#include "games/row/row_solver.hpp"

namespace marienbad {

enum class RowReason {
    nim_sum,          // normal play: X decides
    match_parity,     // misère, max-take 1: the player to move loses iff the matches are odd
    misere_rule,      // misère, max-take 3: the rule, in the case `rule_case`
    misere_quotient,  // misère, other max-takes: the quotient's element of the position
    // Misère play past the quotient's budget:
    short_runs,        // every run short, misère Nim (rule 1)
    paired_long_runs,  // the long runs in equal pairs (rule 2)
    search,            // no rule applies, the exhaustive search
};

// What the misère quotient says of a position: the quotient of every sum of runs of up to
// `longest_run` matches, its generators, each run's element and their product.
struct RowQuotientVerdict {
    int longest_run = 0;
    int order = 0;
    std::vector<GeneratorWord> losing_words;  // the losing elements (the P-portion)
    std::vector<int> generator_runs;          // the run length each generator a, b, ... is
    std::vector<GeneratorWord> run_words;     // each run's element, from left to right
    GeneratorWord position_word;              // their product, the position's element
    bool operator==(const RowQuotientVerdict&) const = default;
};

struct RowRunValue {
    RowRun run;
    int grundy = 0;  // the normal-play Grundy value of the run
    bool operator==(const RowRunValue&) const = default;
};

// Why the player to move at a position wins or loses.
struct RowVerdict {
    std::vector<RowRunValue> runs;  // from left to right
    int nim_sum = 0;                // X
    int matches = 0;
    RowReason reason = RowReason::nim_sum;
    MisereRuleCounts counts;                             // misere_rule: n1, n4, n5, n10 and X
    MisereRuleCase rule_case = MisereRuleCase::nim_sum;  // misere_rule
    RowQuotientVerdict quotient;                         // misere_quotient
    int short_bound = 0;  // short_runs and paired_long_runs: the longest short run
    int short_xor = 0;    // paired_long_runs: the xor of the short runs' lengths
    bool player_to_move_wins = false;
};

struct RowExplanation {
    Convention convention = Convention::misere;
    int max_take = k_row_default_max_take;
    bool over = false;                   // no match left: nothing to explain
    RowVerdict position;                 // the position, for the player to move
    std::vector<RowMove> winning_moves;  // every winning move; none when it is lost
    std::optional<RowMove> move;         // the move explained: the one chosen if it wins, else
                                         // the first winning move; none when it is lost
    std::optional<RowVerdict> after;     // the position that move leaves, lost for the opponent
    // The winning moves that leave the runs in equal pairs (every length an even number of
    // times: two runs of 10), where copying the opponent's moves is the strategy; by first place
    // then by count.
    std::vector<RowMove> mirror_moves;
};

// The explanation of `position` for the player to move. In misère play it explains `chosen`
// when that move wins, else the first winning move.
RowExplanation explain_row_position(const RowRules& rules, RowSolver& solver,
                                    const RowPosition& position,
                                    const std::optional<RowMove>& chosen = std::nullopt);

}  // namespace marienbad
