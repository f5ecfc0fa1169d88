// The matchstick row's three hint steps in the lesson's terms — the runs, their values by handout
// 004's recursion and their xor, misère play's rule — and the why of the recursion, with the mirror
// strategy and where misère play differs.
#include "games/row/row_hint_steps.hpp"

#include <algorithm>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "games/row/row_explanation_text.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"
#include "text/utf8_text.hpp"

namespace marienbad {
namespace {

// "0 to 20", "3"
std::string run_span(const RowRun& run) {
    return run.length == 1 ? std::to_string(run.start)
                           : trf("{0} to {1}", run.start, run.start + run.length - 1);
}

std::size_t text_width(const std::string& text) {
    return utf8_characters(text).size();
}

// The table of runs: their places, matches and, where the values decide, each run's value.
std::string runs_table(const RowExplanation& explanation) {
    const RowReason reason = explanation.position.reason;
    const bool values = reason == RowReason::nim_sum || reason == RowReason::misere_rule;
    std::vector<std::vector<std::string>> lines;
    lines.push_back({tr("places"), tr("matches")});
    if (values) {
        lines.back().push_back(tr("value"));
    }
    for (const RowRunValue& run : explanation.position.runs) {
        lines.push_back({run_span(run.run), std::to_string(run.run.length)});
        if (values) {
            lines.back().push_back(std::to_string(run.grundy));
        }
    }
    std::vector<std::size_t> widths(lines.front().size(), 0);
    for (const auto& line : lines) {
        for (std::size_t column = 0; column < line.size(); ++column) {
            widths[column] = std::max(widths[column], text_width(line[column]));
        }
    }
    std::string text;
    for (const auto& line : lines) {
        std::string row = "  ";
        for (std::size_t column = 0; column < line.size(); ++column) {
            const std::string padding(widths[column] - text_width(line[column]), ' ');
            // The places read from the left, the numbers from the right.
            row += column == 0 ? line[column] + padding : padding + line[column];
            row += "  ";
        }
        row.erase(row.find_last_not_of(' ') + 1);
        text += row + "\n";
    }
    return text;
}

// "1 xor 6 xor 3 = 4", or the one value of a single run.
std::string values_xor(const RowVerdict& verdict) {
    std::vector<int> values;
    for (const RowRunValue& run : verdict.runs) {
        values.push_back(run.grundy);
    }
    if (values.size() == 1) {
        return std::to_string(values.front());
    }
    return fmt::format("{} = {}", fmt::join(values, " xor "), verdict.nim_sum);
}

std::string xor_verdict(const RowVerdict& verdict) {
    return verdict.player_to_move_wins
               ? trf("The values' xor is {0}, not 0: the player to move can win.\n",
                     values_xor(verdict))
               : trf("The values' xor is {0}: the player to move loses against perfect play.\n",
                     values_xor(verdict));
}

// The misère rule of 0.777 (games/row/misere_row_rule.hpp), its case in plain words.
std::string misere_rule_verdict(const RowVerdict& verdict) {
    const MisereRuleCounts& counts = verdict.counts;
    const bool wins = verdict.player_to_move_wins;
    switch (verdict.rule_case) {
        case MisereRuleCase::nim_sum:
            return tr("Some run has neither 1, 4, 5 nor 10 matches, so the values decide as when "
                      "the last match wins.\n") +
                   xor_verdict(verdict);
        case MisereRuleCase::single_matches:
            return wins ? trf("Only single matches are left: {0}, an even number. Take one, and "
                              "the opponent faces an odd number: the player to move can win.\n",
                              counts.ones)
                        : trf("Only single matches are left: {0}, an odd number: the player to "
                              "move takes the last one and loses.\n",
                              counts.ones);
        case MisereRuleCase::one_five:
            return (wins ? ntrf("Every run has 1, 4, 5 or 10 matches, with an odd number of single "
                                "matches, one run of 5 and none of 10: then an odd number of runs "
                                "of 4 loses for the player to move. There is {0}: the player to "
                                "move can win.\n",
                                "Every run has 1, 4, 5 or 10 matches, with an odd number of single "
                                "matches, one run of 5 and none of 10: then an odd number of runs "
                                "of 4 loses for the player to move. There are {0}: the player to "
                                "move can win.\n",
                                counts.fours, counts.fours)
                         : ntrf("Every run has 1, 4, 5 or 10 matches, with an odd number of single "
                                "matches, one run of 5 and none of 10: then an odd number of runs "
                                "of 4 loses for the player to move. There is {0}: the player to "
                                "move loses against perfect play.\n",
                                "Every run has 1, 4, 5 or 10 matches, with an odd number of single "
                                "matches, one run of 5 and none of 10: then an odd number of runs "
                                "of 4 loses for the player to move. There are {0}: the player to "
                                "move loses against perfect play.\n",
                                counts.fours, counts.fours));
        case MisereRuleCase::one_five_one_ten:
            return tr(
                "Every run has 1, 4, 5 or 10 matches, with an odd number of single matches, "
                "one run of 5, one of 10 and none of 4: the player to move loses against "
                "perfect play.\n");
        case MisereRuleCase::exceptional_nim_sum:
            break;
    }
    return tr("Every run has 1, 4, 5 or 10 matches, and no case of their own applies: the values "
              "decide as when the last match wins.\n") +
           xor_verdict(verdict);
}

// What decides a position, in plain words.
std::string plain_verdict(const RowVerdict& verdict) {
    switch (verdict.reason) {
        case RowReason::nim_sum:
            return xor_verdict(verdict);
        case RowReason::misere_rule:
            return misere_rule_verdict(verdict);
        default:
            break;
    }
    const std::string text = row_verdict_text(verdict);
    if (!text.empty()) {
        return text;
    }
    return verdict.player_to_move_wins ? tr("The player to move can win.\n")
                                       : tr("The player to move loses against perfect play.\n");
}

// The lengths of the runs `move` leaves, longest last.
std::vector<int> lengths_after(const std::vector<RowRunValue>& runs, const RowMove& move) {
    std::vector<int> lengths;
    for (const RowRunValue& value : runs) {
        const RowRun& run = value.run;
        const int end = run.start + run.length;
        if (move.start < run.start || move.start >= end) {
            lengths.push_back(run.length);
            continue;
        }
        const int left = move.start - run.start;
        const int right = end - (move.start + move.count);
        for (const int part : {left, right}) {
            if (part > 0) {
                lengths.push_back(part);
            }
        }
    }
    std::sort(lengths.begin(), lengths.end());
    return lengths;
}

// The mirror move step 3 shows: the one taking the fewest matches (the middle of a run).
std::optional<RowMove> mirror_move(const RowExplanation& explanation) {
    const auto& moves = explanation.mirror_moves;
    if (moves.empty()) {
        return std::nullopt;
    }
    return *std::min_element(moves.begin(), moves.end(),
                             [](const RowMove& a, const RowMove& b) { return a.count < b.count; });
}

std::string winning_moves_line(const RowExplanation& explanation) {
    if (explanation.position.reason == RowReason::match_parity) {
        return tr("Every move wins: each takes one match.\n");
    }
    std::vector<std::string> moves;
    for (const RowMove& move : explanation.winning_moves) {
        moves.push_back(describe_row_move(move));
    }
    return winning_moves_sentence(moves);
}

std::string hint_method_text(const RowExplanation& explanation) {
    std::string text =
        tr("Cut the row into runs: matches side by side, between empty places or the ends of the "
           "row. A move takes from one run only, and may cut it in two.\n");
    const std::string values =
        tr("Give each run its value: the smallest number that no move from it leaves, where a "
           "move that cuts a run in two leaves the xor of its two parts' values (the lesson's "
           "table: runs of 1 to 8 matches are worth 1, 2, 3, 4, 1, 6, 3 and 2). The row is worth "
           "the xor of its runs' values; two equal runs cancel out.\n");
    switch (explanation.position.reason) {
        case RowReason::nim_sum:
            return text + values +
                   tr("When the last match wins, a row worth 0 is lost for the player to move, "
                      "and from any other value some move brings it to 0.\n");
        case RowReason::misere_rule:
            return text + values +
                   tr("In misère play a row worth 0 is lost for the player to move as long as "
                      "some run has neither 1, 4, 5 nor 10 matches. When every run has 1, 4, 5 "
                      "or 10 matches, three exceptions come first: only single matches, an odd "
                      "number of them loses; an odd number of single matches with one run of 5 "
                      "and none of 10, an odd number of runs of 4 loses; an odd number of single "
                      "matches with one run of 5, one of 10 and none of 4 loses. Otherwise the "
                      "values decide.\n");
        case RowReason::match_parity:
            return text + tr("With one match a move there is nothing to choose: the matches are "
                             "taken one by one, and only their number counts.\n");
        default:
            return text + trf("In misère play with up to {0} matches a move, the runs do not "
                              "simply add up like Nim piles: a rule of this row's own (its misère "
                              "quotient) decides, and the next step says what it finds.\n",
                              explanation.max_take);
    }
}

// Step 3 with a move that leaves the runs in equal pairs.
std::string mirror_answer(const RowExplanation& explanation, const RowMove& move) {
    const std::vector<int> lengths = lengths_after(explanation.position.runs, move);
    const std::string runs =
        lengths.size() == 2 ? ntrf("two equal runs of {0} match", "two equal runs of {0} matches",
                                   lengths.front(), lengths.front())
                            : trf("runs of {0} matches, in equal pairs", list_of_numbers(lengths));
    if (explanation.convention == Convention::normal) {
        return trf(
            "It leaves {0}. Whatever the opponent takes from one run of a pair, take the "
            "same from the other: you always have a reply, so the last match is yours.\n",
            runs);
    }
    return trf(
        "It leaves {0}: a lost position for the opponent. Copy each of their moves in the "
        "other run of the pair; near the end, when copying would leave only single "
        "matches, misère play differs: ask for a hint again then.\n",
        runs);
}

std::string row_why(const RowExplanation& explanation) {
    const bool normal = explanation.convention == Convention::normal;
    std::string why =
        normal ? tr("A position is won when some move leaves a lost one, and lost when every move "
                    "leaves a won one; with no match left, the player to move has lost, since the "
                    "opponent took the last match. That recursion decides every position, from "
                    "the smallest up.\n")
               : tr("A position is won when some move leaves a lost one, and lost when every move "
                    "leaves a won one; with no match left, the player to move has won, since the "
                    "opponent took the last match. That recursion decides every position, from "
                    "the smallest up.\n");
    if (explanation.max_take >= 2) {
        why +=
            tr("The simplest lost positions are two equal runs: whatever the opponent takes "
               "from one, take the same from the other, and you always have a reply. So from a "
               "single run, taking its middle match, or its middle two, wins when the last "
               "match wins.\n");
    }
    if (normal) {
        return why;
    }
    if (explanation.max_take == 1) {
        return why + tr("In misère play with one match a move, whoever faces an odd number of "
                        "matches takes the last one and loses.\n");
    }
    why +=
        tr("Misère play differs at the end: two single matches are won for the player to "
           "move, who takes one and leaves the last. So copying stops working when only single "
           "matches are left, and near the end the values alone do not decide.\n");
    return why;
}

}  // namespace

HintSteps row_hint_steps(const RowExplanation& explanation) {
    HintSteps steps;
    steps.why = row_why(explanation);
    const RowReason reason = explanation.position.reason;
    steps.steps[0] = {reason == RowReason::nim_sum || reason == RowReason::misere_rule
                          ? tr("the runs and their values")
                          : tr("the runs"),
                      hint_method_text(explanation)};
    steps.steps[1] = {tr("the runs of this row"),
                      runs_table(explanation) + plain_verdict(explanation.position)};
    if (!explanation.move) {
        steps.steps[2] = {tr("no move wins"),
                          tr("Whatever you take, the opponent has a winning reply. Play on and "
                             "hope for a mistake.\n")};
        return steps;
    }
    if (const auto mirror = mirror_move(explanation)) {
        steps.steps[2] = {describe_row_move(*mirror),
                          mirror_answer(explanation, *mirror) + winning_moves_line(explanation)};
        steps.move = *mirror;
        return steps;
    }
    const RowVerdict& after = *explanation.after;
    std::string body = after.runs.empty()
                           ? tr("It takes the last match: the opponent cannot move and loses.\n")
                           : trf("It leaves {0}, lost for the opponent, who must move there:\n",
                                 row_runs_phrase(after.runs)) +
                                 plain_verdict(after);
    steps.steps[2] = {describe_row_move(*explanation.move),
                      std::move(body) + winning_moves_line(explanation)};
    steps.move = *explanation.move;
    return steps;
}

}  // namespace marienbad
