// Joins numbers for a sentence, translating the last "and".
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

}  // namespace marienbad
