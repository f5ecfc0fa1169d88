// The row lesson's questions: runs' values, their table, positions judged by misère play's rule.
#include "games/row/row_lesson_questions.hpp"

#include <algorithm>
#include <set>

#include <fmt/format.h>

#include "games/row/misere_row_rule.hpp"
#include "games/row/row_rules.hpp"
#include "games/row/run_grundy.hpp"
#include "i18n/i18n.hpp"
#include "text/number_list.hpp"

namespace marienbad {
namespace {

// The values of runs up to a length the lesson needs (max-take 3).
const RunGrundyValues& values() {
    static const RunGrundyValues table(k_row_default_max_take, 40);
    return table;
}

int value_of(int length) {
    return values()(length);
}

std::vector<int> values_of(const std::vector<int>& lengths) {
    std::vector<int> result;
    for (const int length : lengths) {
        result.push_back(value_of(length));
    }
    return result;
}

// "runs of 1 and 3", "a run of 4", "no match".
std::string parts_text(int left, int right) {
    if (left == 0 && right == 0) {
        return tr("no match");
    }
    if (left == 0 || right == 0) {
        const int run = std::max(left, right);
        return ntrf("a run of {0} match", "a run of {0} matches", run, run);
    }
    return trf("runs of {0} and {1}", left, right);
}

// "runs of 5 and 15", "a run of 4 matches", "runs of 1, 1 and 1".
std::string runs_phrase(const std::vector<int>& lengths) {
    if (lengths.size() == 1) {
        return ntrf("a run of {0} match", "a run of {0} matches", lengths.front(), lengths.front());
    }
    return trf("runs of {0}", list_of_numbers(lengths));
}

// A value or a xor of values with its result: "1", "3 xor 1 = 2".
std::string xor_sum_text(const std::vector<int>& values) {
    int sum = 0;
    for (const int value : values) {
        sum ^= value;
    }
    if (values.size() == 1) {
        return std::to_string(sum);
    }
    return fmt::format("{} = {}", xor_of(values), sum);
}

// What each move from a run of `length` leaves, by its two parts (the smaller first), once.
std::vector<std::pair<int, int>> parts_left(int length) {
    std::set<std::pair<int, int>> parts;
    for (int take = 1; take <= std::min(k_row_default_max_take, length); ++take) {
        for (int left = 0; left + take <= length; ++left) {
            const int right = length - take - left;
            parts.insert({std::min(left, right), std::max(left, right)});
        }
    }
    return {parts.begin(), parts.end()};
}

}  // namespace

ExerciseQuestion run_value_question(int length) {
    std::vector<std::string> left;
    std::vector<std::string> worked;
    std::set<int> reached;
    for (const auto& [small, large] : parts_left(length)) {
        left.push_back(parts_text(small, large));
        const int value = value_of(small) ^ value_of(large);
        reached.insert(value);
        worked.push_back(small == 0 ? trf("{0}: {1}", parts_text(small, large), value)
                                    : trf("{0}: {1} xor {2} = {3}", parts_text(small, large),
                                          value_of(small), value_of(large), value));
    }
    ExerciseQuestion question;
    question.prompt =
        ntrf("A run of {0} match: its value?", "A run of {0} matches: its value?", length, length);
    question.cell = Cell{0, length - 1};
    question.answer = value_of(length);
    question.min = 0;
    question.max = 9;
    question.hint = trf(
        "A move from a run of {0} leaves {1}. Find the value of each (two runs: the xor of their "
        "values), then the smallest number none of them has.",
        length, list_of_alternatives(left));
    std::vector<int> values(reached.begin(), reached.end());
    question.why = trf(
        "the moves leave {0}; so the values left are {1}, and the smallest number not among them "
        "is {2}.",
        list_of_words(worked), list_of_numbers(values), value_of(length));
    return question;
}

std::string run_values_table(int longest) {
    constexpr int k_per_block = 16;
    const std::string matches_label = tr("matches");
    const std::string value_label = tr("value");
    const std::size_t width = std::max(matches_label.size(), value_label.size());
    std::string text;
    for (int first = 0; first <= longest; first += k_per_block) {
        std::string top = fmt::format("{:<{}}", matches_label, width);
        std::string bottom = fmt::format("{:<{}}", value_label, width);
        for (int length = first; length <= std::min(longest, first + k_per_block - 1); ++length) {
            top += fmt::format(" {:>3}", length);
            bottom += fmt::format(" {:>3}", value_of(length));
        }
        text += top + "\n" + bottom + "\n";
    }
    return text;
}

std::string normal_verdict_reason(const std::vector<int>& lengths, const std::vector<int>& values) {
    int sum = 0;
    for (const int value : values) {
        sum ^= value;
    }
    return sum == 0 ? trf("{0}: values {1}, lost for the player to move.", runs_phrase(lengths),
                          xor_sum_text(values))
                    : trf("{0}: values {1}, not 0, won for the player to move.",
                          runs_phrase(lengths), xor_sum_text(values));
}

std::string misere_verdict_reason(const std::vector<int>& lengths) {
    MisereRuleCounts counts;
    for (const int length : lengths) {
        counts.add(length, value_of(length));
    }
    const bool loses = misere_rule_loses(counts);
    const std::string runs = runs_phrase(lengths);
    switch (misere_rule_case(counts)) {
        case MisereRuleCase::nim_sum: {
            std::vector<int> wild;
            for (const int length : lengths) {
                if (is_wild_run(length)) {
                    wild.push_back(length);
                }
            }
            const std::string values = xor_sum_text(values_of(lengths));
            return loses ? trf("{0}: a run of {1} is neither 1, 4, 5 nor 10 matches, so the values "
                               "decide: {2}, lost for the player to move.",
                               runs, wild.front(), values)
                         : trf("{0}: a run of {1} is neither 1, 4, 5 nor 10 matches, so the values "
                               "decide: {2}, not 0, won for the player to move.",
                               runs, wild.front(), values);
        }
        case MisereRuleCase::single_matches:
            return loses ? trf("{0}: only single matches, an odd number: lost for the player to "
                               "move, who takes the last one.",
                               runs)
                         : trf("{0}: only single matches, an even number: won for the player to "
                               "move, who takes one and leaves an odd number.",
                               runs);
        case MisereRuleCase::one_five:
            return loses ? trf("{0}: every run has 1, 4, 5 or 10 matches, the single matches are "
                               "odd in number, with one run of 5 and none of 10: then an odd "
                               "number of runs of 4 loses. Lost for the player to move.",
                               runs)
                         : trf("{0}: every run has 1, 4, 5 or 10 matches, the single matches are "
                               "odd in number, with one run of 5 and none of 10: then an even "
                               "number of runs of 4 wins. Won for the player to move.",
                               runs);
        case MisereRuleCase::one_five_one_ten:
            return trf(
                "{0}: every run has 1, 4, 5 or 10 matches, the single matches are odd in "
                "number, with one run of 5, one of 10 and none of 4: lost for the player "
                "to move.",
                runs);
        case MisereRuleCase::exceptional_nim_sum:
            break;
    }
    const std::string values = xor_sum_text(values_of(lengths));
    return loses ? trf("{0}: every run has 1, 4, 5 or 10 matches, but no exception applies, so the "
                       "values decide: {1}, lost for the player to move.",
                       runs, values)
                 : trf("{0}: every run has 1, 4, 5 or 10 matches, but no exception applies, so the "
                       "values decide: {1}, not 0, won for the player to move.",
                       runs, values);
}

ExerciseQuestion misere_judgement_question(const std::vector<int>& runs) {
    MisereRuleCounts counts;
    for (const int length : runs) {
        counts.add(length, value_of(length));
    }
    ExerciseQuestion question =
        choice_question(trf("Misère play, {0}. For the player to move, this is", runs_phrase(runs)),
                        {tr("lost"), tr("won")}, misere_rule_loses(counts) ? 1 : 2,
                        tr("Does every run have 1, 4, 5 or 10 matches? If not, the values decide: "
                           "their xor, 0 for lost. If so, see whether an exception applies."),
                        misere_verdict_reason(runs));
    return question;
}

}  // namespace marienbad
