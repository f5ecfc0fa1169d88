// Renders a RowExplanation in words a student follows first — the runs as the board shows them,
// every winning move and what the one explained leaves — then the theory that decides: the
// method in a sentence, its numbers for the position and for the position the move leaves.
#include "games/row/row_explanation_text.hpp"

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

// The places of a run: "3", "0 to 20".
std::string run_places(const RowRun& run) {
    return run.length == 1 ? std::to_string(run.start)
                           : trf("{0} to {1}", run.start, run.start + run.length - 1);
}

std::vector<int> run_lengths(const std::vector<RowRunValue>& runs) {
    std::vector<int> lengths;
    for (const RowRunValue& run : runs) {
        lengths.push_back(run.run.length);
    }
    return lengths;
}

// Each run as the Nim pile it plays like in normal play (its Grundy value), and their nim-sum.
std::string grundy_values_text(const RowVerdict& verdict) {
    if (verdict.runs.empty()) {
        return tr("No match is left: the nim-sum is 0.\n");
    }
    std::vector<int> values;
    for (const RowRunValue& run : verdict.runs) {
        values.push_back(run.grundy);
    }
    if (verdict.runs.size() == 1) {
        const int length = verdict.runs.front().run.length;
        return ntrf("The run of {0} match plays like a Nim pile of {1}: the nim-sum is {1}.\n",
                    "The run of {0} matches plays like a Nim pile of {1}: the nim-sum is {1}.\n",
                    length, length, verdict.nim_sum);
    }
    return trf("The runs of {0} matches play like Nim piles of {1}: the nim-sum is {2} = {3}.\n",
               list_of_numbers(run_lengths(verdict.runs)), list_of_numbers(values),
               fmt::join(values, " xor "), verdict.nim_sum);
}

// The case of the misère rule of 0.777 that decides, numbered as docs/guide.md lists them.
std::string misere_rule_case_text(const RowVerdict& verdict) {
    const MisereRuleCounts& counts = verdict.counts;
    const bool wins = verdict.player_to_move_wins;
    switch (verdict.rule_case) {
        case MisereRuleCase::nim_sum:
            return wins
                       ? trf("Misère rule, case 1: some run has neither 1, 4, 5 nor 10 matches, so "
                             "the nim-sum decides, as in normal play: it is {0}, not 0, and the "
                             "player to move wins.\n",
                             counts.nim_sum)
                       : tr("Misère rule, case 1: some run has neither 1, 4, 5 nor 10 matches, so "
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

// The misère quotient of the row's octal code (0.77 for max-take 2, ...): what it is in words a
// student follows, then its numbers — its letters, its losing elements — and the command that
// prints it whole.
std::string quotient_description(const RowQuotientVerdict& quotient, int max_take) {
    constexpr std::size_t k_losing_listed = 12;  // more are counted, not listed (none of a row's)
    const std::string code = "0." + std::string(static_cast<std::size_t>(max_take), '7');
    std::vector<std::string> generators;
    for (std::size_t g = 0; g < quotient.generator_runs.size(); ++g) {
        generators.push_back(fmt::format("{} = {}", generator_name(g), quotient.generator_runs[g]));
    }
    std::vector<std::string> losing;
    for (const GeneratorWord& word : quotient.losing_words) {
        losing.push_back(word_text(word));
    }
    const auto losing_count = static_cast<long long>(losing.size());
    return trf("Why: in misère play, adding the runs up as Nim piles does not work. Instead "
               "each run stands for a letter or a word of letters (a, b, c, ...); the runs' words "
               "multiply, by rules of their own, into the position's word, and a few words are "
               "losing ones: this is the misère quotient of the row's game, {0} (Plambeck and "
               "Siegel).\n",
               code) +
           trf("Proved for every position of runs of up to {0} matches, the quotient has {1}; "
               "its letters (a run of n matches): {2}; {3}. `marienbad misere {4} --heaps {0}` "
               "prints it whole.\n",
               quotient.longest_run,
               ntrf("{0} element", "{0} elements", quotient.order, quotient.order),
               fmt::join(generators, ", "),
               losing.size() <= k_losing_listed
                   ? ntrf("the losing one: {1}", "the losing ones: {1}", losing_count, losing_count,
                          list_of_words(losing))
                   : ntrf("{0} of them losing", "{0} of them losing", losing_count, losing_count),
               code);
}

// Each run's element in the quotient, their product and whether it is losing.
std::string quotient_verdict_text(const RowVerdict& verdict) {
    const RowQuotientVerdict& quotient = verdict.quotient;
    const std::string product = word_text(quotient.position_word);
    const bool wins = verdict.player_to_move_wins;
    if (verdict.runs.size() == 1) {
        const int length = verdict.runs.front().run.length;
        return wins ? ntrf(
                          "In the quotient the run of {0} match is {1}, not a losing element: "
                          "the player to move wins.\n",
                          "In the quotient the run of {0} matches is {1}, not a losing element: "
                          "the player to move wins.\n",
                          length, length, product)
                    : ntrf(
                          "In the quotient the run of {0} match is {1}, a losing element: the "
                          "player to move loses.\n",
                          "In the quotient the run of {0} matches is {1}, a losing element: the "
                          "player to move loses.\n",
                          length, length, product);
    }
    std::vector<std::string> words;
    for (const GeneratorWord& word : quotient.run_words) {
        words.push_back(word_text(word));
    }
    const std::string lengths = list_of_numbers(run_lengths(verdict.runs));
    const std::string factors = fmt::format("{}", fmt::join(words, " · "));
    return wins ? trf("In the quotient the runs of {0} matches are {1} = {2}, not a losing "
                      "element: the player to move wins.\n",
                      lengths, factors, product)
                : trf("In the quotient the runs of {0} matches are {1} = {2}, a losing element: "
                      "the player to move loses.\n",
                      lengths, factors, product);
}

// Why a position of the search's max-takes is lost: a proved rule, or the search itself.
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

// What the theory is, in words a student follows, before its numbers.
std::string method_text(const RowExplanation& explanation) {
    switch (explanation.position.reason) {
        case RowReason::nim_sum:
            return tr(
                "Why: each run plays like a Nim pile whose size is the run's Grundy value "
                "(a move in a run may split it in two, as if a pile became two); as in Nim, "
                "whoever must play when the xor of the piles, the nim-sum, is 0 loses "
                "against perfect play.\n");
        case RowReason::misere_rule:
            return tr(
                "Why: with 1 to 3 matches a move, a proved misère rule decides (0.777's "
                "misère quotient read as one rule). It looks at each run's Grundy value, "
                "the size of the Nim pile the run plays like in normal play, and at the "
                "numbers of runs of 1, 4, 5 and 10 matches.\n");
        case RowReason::misere_quotient:
            return quotient_description(explanation.position.quotient, explanation.max_take);
        case RowReason::match_parity:
            return {};  // the parity is said in plain words already
        default:
            return tr(
                "Why: this row's misère quotient is past its budget, so an exhaustive "
                "search decides, shortened by two proved rules.\n");
    }
}

// The move a student plays and what it leaves, in plain words: every winning move, the one
// explained and the runs it leaves — or that no move wins.
std::string answer_text(const RowExplanation& explanation) {
    if (!explanation.move) {
        return explanation.convention == Convention::misere
                   ? tr("No move wins: whatever is played, the opponent can win with perfect "
                        "play (misère play: whoever takes the last match loses).\n")
                   : tr("No move wins: whatever is played, the opponent can win with perfect "
                        "play.\n");
    }
    const RowVerdict& after = *explanation.after;
    const std::string move = describe_row_move(*explanation.move);
    const std::string leaves =
        after.runs.empty()
            ? trf("{0}, which takes the last match: the opponent cannot move and loses.\n", move)
            : trf("{0}, which leaves {1}: whoever must play from there loses against perfect "
                  "play.\n",
                  move, row_runs_phrase(after.runs));
    if (explanation.winning_moves.size() == 1) {
        return trf("The only winning move: {0}", leaves);
    }
    if (explanation.position.reason == RowReason::match_parity) {
        // One match a move: when one move wins, every move does; no list of them all.
        return tr("Every move wins: each takes one match.\n") + trf("A winning move: {0}", leaves);
    }
    return trf("Winning moves: {0}.\n", described_moves(explanation.winning_moves)) +
           trf("A winning move: {0}", leaves);
}

}  // namespace

// "1 run of 21 matches, at places 0 to 20", "3 runs of 4, 2 and 1 matches, at places 0 to 3,
// 5 to 6 and 8": what a student sees on the board, before any theory.
std::string row_runs_phrase(const std::vector<RowRunValue>& runs) {
    if (runs.size() == 1) {
        const RowRun& run = runs.front().run;
        return run.length == 1
                   ? trf("1 run of 1 match, at place {0}", run.start)
                   : trf("1 run of {0} matches, at places {1}", run.length, run_places(run));
    }
    std::vector<std::string> places;
    for (const RowRunValue& run : runs) {
        places.push_back(run_places(run.run));
    }
    return trf("{0} runs of {1} matches, at places {2}", runs.size(),
               list_of_numbers(run_lengths(runs)), list_of_words(places));
}

// The theory's numbers for one position: the rule's case, the parity, the quotient's product,
// or, for the search's max-takes, why a lost position is lost (a won one needs its winning
// move's position, explained next).
std::string row_verdict_text(const RowVerdict& verdict) {
    switch (verdict.reason) {
        case RowReason::nim_sum:
            return grundy_values_text(verdict);
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
            return verdict.player_to_move_wins ? std::string() : search_reason_text(verdict);
    }
}

std::string describe_row_move(const RowMove& move) {
    return ntrf("take {0} match from place {1}", "take {0} matches from place {1}", move.count,
                move.count, move.start);
}

std::optional<std::string> row_winning_answer(const RowExplanation& explanation) {
    if (!explanation.move) {
        return std::nullopt;
    }
    return describe_row_move(*explanation.move);
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
    if (explanation.position.runs.empty()) {
        return tr("The row is empty: the game is over.\n");
    }
    std::string text = trf("The row is made of {0}.\n", row_runs_phrase(explanation.position.runs));
    if (explanation.over) {
        return text;
    }
    text += answer_text(explanation) + method_text(explanation) +
            row_verdict_text(explanation.position);
    if (explanation.after) {
        text += row_verdict_text(*explanation.after);
    }
    if (explanation.convention == Convention::normal && !explanation.move) {
        text +=
            tr("The nim-sum is 0: every move makes it another value, and the opponent can "
               "bring it back to 0.\n");
    }
    return text;
}

std::string render_row_explanation(const RowRules& rules, RowSolver& solver,
                                   const RowPosition& position,
                                   const std::optional<RowMove>& chosen) {
    return render_row_explanation(explain_row_position(rules, solver, position, chosen));
}

}  // namespace marienbad
