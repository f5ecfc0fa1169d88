// Joins words for a sentence, translating the last "and" or "or".
#include "text/number_list.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "i18n/i18n.hpp"

namespace marienbad {

std::string list_of_numbers(const std::vector<int>& numbers) {
    std::vector<std::string> words;
    for (const int number : numbers) {
        words.push_back(std::to_string(number));
    }
    return list_of_words(words);
}

std::string list_of_words(const std::vector<std::string>& words) {
    if (words.size() <= 1) {
        return fmt::format("{}", fmt::join(words, ""));
    }
    const std::vector<std::string> head(words.begin(), words.end() - 1);
    return trf("{0} and {1}", fmt::format("{}", fmt::join(head, ", ")), words.back());
}

std::string list_of_alternatives(const std::vector<std::string>& items) {
    if (items.size() <= 1) {
        return fmt::format("{}", fmt::join(items, ""));
    }
    const std::vector<std::string> head(items.begin(), items.end() - 1);
    return trf("{0} or {1}", fmt::format("{}", fmt::join(head, ", ")), items.back());
}

std::string xor_of(const std::vector<int>& values) {
    return fmt::format("{}", fmt::join(values, " xor "));
}

}  // namespace marienbad
