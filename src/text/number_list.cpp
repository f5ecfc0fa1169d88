// Joins words for a sentence, translating the last "and" or "or".
#include "text/number_list.hpp"

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "i18n/i18n.hpp"

namespace marienbad {

std::string list_of_numbers(const std::vector<int>& numbers) {
    if (numbers.size() <= 1) {
        return fmt::format("{}", fmt::join(numbers, ""));
    }
    const std::vector<int> head(numbers.begin(), numbers.end() - 1);
    return trf("{0} and {1}", fmt::format("{}", fmt::join(head, ", ")), numbers.back());
}

std::string list_of_alternatives(const std::vector<std::string>& items) {
    if (items.size() <= 1) {
        return fmt::format("{}", fmt::join(items, ""));
    }
    const std::vector<std::string> head(items.begin(), items.end() - 1);
    return trf("{0} or {1}", fmt::format("{}", fmt::join(head, ", ")), items.back());
}

}  // namespace marienbad
