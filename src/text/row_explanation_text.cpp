// Renders a RowExplanation in words: the runs, then what decides the position, then the
// winning moves and why the position one of them leaves is lost.
#include "text/row_explanation_text.hpp"

#include <fmt/format.h>

#include <vector>

#include "i18n/i18n.hpp"
#include "text/number_list.hpp"
#include "text/quotient_words.hpp"

namespace marienbad {
namespace {

std::string describe_run(const RowRun& run) {
    if (run.length == 1) {
        return trf("place {0} (1 match)", run.start);
    }
    return trf("places {0} to {1} ({2} matches)", run.start, run.start + run.length - 1,
               run.length);
}

std::string described_runs(const std::vector<RowRunValue>& runs) {
    if (runs.empty()) {
        return tr("no match");
    }
    std::vector<std::string> texts;
    for (const RowRunValue& run : runs) {
        texts.push_back(describe_run(run.run));
    }
    return fmt::format("{}", fmt::join(texts, ", "));
}

std::string described_moves(const std::vector<RowMove>& moves) {
    std::vector<std::string> texts;
    for (const RowMove& move : moves) {
        texts.push_back(describe_row_move(move));
    }
    return list_of_alternatives(texts);
}

std::string grundy_values_text(const RowVerdict& verdict) {
    std::vector<int> values;
    for (const RowRunValue& run : verdict.runs) {
        values.push_back(run.grundy);
    }
    return trf("Grundy values of the runs: {0} = {1} (the nim-sum, xor as in Nim).\n",
               fmt::join(values, " xor "), verdict.nim_sum);
}

// The case of the misère rule of 0.777 that decides, numbered as the README lists them.
std::string misere_rule_case_text(const RowVerdict& verdict) {
    const MisereRuleCounts& counts = verdict.counts;
    const bool wins = verdict.player_to_move_wins;
    switch (verdict.rule_case) {
        case MisereRuleCase::nim_sum:
            return wins ? trf("Misère rule, case 1: a run has neither 1, 4, 5 nor 10 matches, so "
                              "the nim-sum decides, as in normal play: it is {0}, not 0, and the "
                              "player to move wins.\n",
                              counts.nim_sum)
                        : tr("Misère rule, case 1: a run has neither 1, 4, 5 nor 10 matches, so "
                             "the nim-sum decides, as in normal play: it is 0, and the player to "
                             "move loses.\n");
        case MisereRuleCase::single_matches:
            return wins ? trf("Misère rule, case 2: every run is a single match, and their number "
                              "({0}) is even: the player to move wins.\n",
                              counts.ones)
                        : trf("Misère rule, case 2: every run is a single match, and their number "
                              "({0}) is odd: the player to move loses.\n",
                              counts.ones);
        case MisereRuleCase::one_five:
            return wins ? trf("Misère rule, case 3: every run has 1, 4, 5 or 10 matches, with an "
                              "odd number of single matches, one run of 5 and none of 10, so the "
                              "player to move loses exactly when the runs of 4 are odd in number: "
                              "there are {0}, and the player to move wins.\n",
                              counts.fours)
                        : trf("Misère rule, case 3: every run has 1, 4, 5 or 10 matches, with an "
                              "odd number of single matches, one run of 5 and none of 10, so the "
                              "player to move loses exactly when the runs of 4 are odd in number: "
                              "there are {0}, and the player to move loses.\n",
                              counts.fours);
        case MisereRuleCase::one_five_one_ten:
            return tr(
                "Misère rule, case 4: every run has 1, 4, 5 or 10 matches, with an odd "
                "number of single matches, one run of 5, one of 10 and none of 4: the "
                "player to move loses.\n");
        case MisereRuleCase::exceptional_nim_sum:
            break;
    }
    return wins ? trf("Misère rule, case 5: every run has 1, 4, 5 or 10 matches and no other "
                      "case applies, so the nim-sum decides, as in normal play: it is {0}, not "
                      "0, and the player to move wins.\n",
                      counts.nim_sum)
                : tr("Misère rule, case 5: every run has 1, 4, 5 or 10 matches and no other case "
                     "applies, so the nim-sum decides, as in normal play: it is 0, and the "
                     "player to move loses.\n");
}

std::string match_parity_text(const RowVerdict& verdict) {
    return verdict.player_to_move_wins
               ? trf("Every move takes one match, so the game lasts as many moves as there are "
                     "matches: {0}, an even number, so the opponent takes the last match and the "
                     "player to move wins.\n",
                     verdict.matches)
               : trf("Every move takes one match, so the game lasts as many moves as there are "
                     "matches: {0}, an odd number, so the player to move takes the last match and "
                     "loses.\n",
                     verdict.matches);
}

// The misère quotient of the row's octal code (0.77 for max-take 2, ...).
std::string quotient_description(const RowQuotientVerdict& quotient, int max_take) {
    std::vector<std::string> generators;
    for (std::size_t g = 0; g < quotient.generator_runs.size(); ++g) {
        generators.push_back(fmt::format("{} = {}", generator_name(g), quotient.generator_runs[g]));
    }
    return trf(
        "Misère quotient of {0} (Plambeck and Siegel), proved for every position of runs of up "
        "to {1} matches: {2}, {3}; generators (a run of n matches): {4}.\n",
        "0." + std::string(static_cast<std::size_t>(max_take), '7'), quotient.longest_run,
        ntrf("{0} element", "{0} elements", quotient.order, quotient.order),
        ntrf("{0} of them losing", "{0} of them losing", quotient.losing_elements,
             quotient.losing_elements),
        fmt::join(generators, ", "));
}

// Each run's element in the quotient, their product and whether it is losing.
std::string quotient_verdict_text(const RowVerdict& verdict) {
    const RowQuotientVerdict& quotient = verdict.quotient;
    std::vector<std::string> words;
    for (const GeneratorWord& word : quotient.run_words) {
        words.push_back(word_text(word));
    }
    const std::string product = word_text(quotient.position_word);
    return verdict.player_to_move_wins
               ? trf("Elements of the runs: {0}; their product {1} is not a losing "
                     "element: the player to move wins.\n",
                     fmt::join(words, " · "), product)
               : trf("Elements of the runs: {0}; their product {1} is a losing element: "
                     "the player to move loses.\n",
                     fmt::join(words, " · "), product);
}

// Why the position left by a winning move is lost, for the search's max-takes.
std::string search_reason_text(const RowVerdict& verdict) {
    switch (verdict.reason) {
        case RowReason::short_runs:
            return ntrf(
                "Every run left has at most {0} match: they play like misère Nim on the run "
                "lengths, and that position is lost for the player to move.\n",
                "Every run left has at most {0} matches: they play like misère Nim on the run "
                "lengths, and that position is lost for the player to move.\n",
                verdict.short_bound, verdict.short_bound);
        case RowReason::paired_long_runs:
            return ntrf(
                "The runs of more than {0} match left come in equal pairs, and the others (xor "
                "{1}) are lost in misère Nim: whatever the opponent does in one run of a pair can "
                "be copied in the other, so the position is lost for the player to move.\n",
                "The runs of more than {0} matches left come in equal pairs, and the others (xor "
                "{1}) are lost in misère Nim: whatever the opponent does in one run of a pair can "
                "be copied in the other, so the position is lost for the player to move.\n",
                verdict.short_bound, verdict.short_bound, verdict.short_xor);
        default:
            return tr("An exhaustive search proves that every reply loses.\n");
    }
}

// What decides a position in misère play; nothing for the search's positions, whose reasons
// are given only for the position a winning move leaves.
std::string misere_verdict_text(const RowVerdict& verdict) {
    switch (verdict.reason) {
        case RowReason::misere_quotient:
            return quotient_verdict_text(verdict);
        case RowReason::misere_rule:
            return grundy_values_text(verdict) +
                   trf("Runs of 1, 4, 5 and 10 matches: {0}, {1}, {2} and {3}.\n",
                       verdict.counts.ones, verdict.counts.fours, verdict.counts.fives,
                       verdict.counts.tens) +
                   misere_rule_case_text(verdict);
        case RowReason::match_parity:
            return match_parity_text(verdict);
        default:
            return {};
    }
}

std::string normal_play_text(const RowExplanation& explanation) {
    std::string text = grundy_values_text(explanation.position);
    if (explanation.winning_moves.empty()) {
        return text +
               tr("The nim-sum is 0: every move makes it another value, and the opponent can "
                  "bring it back to 0.\n");
    }
    return text + trf("A winning move makes the nim-sum 0: {0}.\n",
                      described_moves(explanation.winning_moves));
}

std::string misere_text(const RowExplanation& explanation) {
    std::string text = misere_verdict_text(explanation.position);
    if (explanation.position.reason == RowReason::misere_quotient) {
        text = quotient_description(explanation.position.quotient, explanation.max_take) + text;
    }
    if (!explanation.move) {
        return text + tr("No move wins: whatever is played, the opponent can win with perfect play "
                         "(misère play: whoever takes the last match loses).\n");
    }
    const RowVerdict& after = *explanation.after;
    if (explanation.winning_moves.size() == 1) {
        text += trf("The only winning move: {0}, which leaves {1}.\n",
                    describe_row_move(*explanation.move), described_runs(after.runs));
    } else {
        text += trf("Winning moves: {0}.\n", described_moves(explanation.winning_moves));
        text += trf("A winning move: {0}, which leaves {1}.\n",
                    describe_row_move(*explanation.move), described_runs(after.runs));
    }
    if (after.reason == RowReason::misere_rule || after.reason == RowReason::match_parity ||
        after.reason == RowReason::misere_quotient) {
        return text + misere_verdict_text(after);
    }
    return text + search_reason_text(after);
}

}  // namespace

std::string describe_row_move(const RowMove& move) {
    return ntrf("take {0} match from place {1}", "take {0} matches from place {1}", move.count,
                move.count, move.start);
}

std::string describe_row_runs(const std::vector<RowRun>& runs) {
    std::vector<RowRunValue> values;
    for (const RowRun& run : runs) {
        values.push_back({run, 0});
    }
    return described_runs(values);
}

std::string describe_row_runs(const RowPosition& position) {
    return describe_row_runs(row_runs(position));
}

std::string render_row_explanation(const RowExplanation& explanation) {
    const auto run_count = static_cast<long long>(explanation.position.runs.size());
    std::string text = ntrf("The matches form {0} run: {1}.\n", "The matches form {0} runs: {1}.\n",
                            run_count, run_count, described_runs(explanation.position.runs));
    if (explanation.over) {
        return text;
    }
    if (explanation.convention == Convention::normal) {
        return text + normal_play_text(explanation);
    }
    return text + misere_text(explanation);
}

std::string render_row_explanation(const RowRules& rules, RowSolver& solver,
                                   const RowPosition& position,
                                   const std::optional<RowMove>& chosen) {
    return render_row_explanation(explain_row_position(rules, solver, position, chosen));
}

}  // namespace marienbad
