// Lists in a sentence: numbers or words joined with "and" ("4, 5 and 7", "a and b²") and
// alternatives joined with "or" ("(1,3), (2,1) or (3,1)"), with the last word in the player's
// language; values joined by "xor".
#pragma once

#include <string>
#include <vector>

namespace marienbad {

std::string list_of_numbers(const std::vector<int>& numbers);
std::string list_of_words(const std::vector<std::string>& words);
std::string list_of_alternatives(const std::vector<std::string>& items);
// "2 xor 0 xor 1": values joined as Nim's sum writes them.
std::string xor_of(const std::vector<int>& values);

}  // namespace marienbad
