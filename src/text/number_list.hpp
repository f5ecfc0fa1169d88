// Lists of numbers in a sentence: "4", "4 and 5", "4, 5 and 7", with the word for "and" in
// the player's language.
#pragma once

#include <string>
#include <vector>

namespace marienbad {

std::string list_of_numbers(const std::vector<int>& numbers);

}  // namespace marienbad
