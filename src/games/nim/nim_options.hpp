// Nim's boards as the command line gives them: pile sizes as arguments (`solve nim 3 4 5`), and
// their check against a game's or `solve`'s limits, with one clear, translated message.
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace marienbad {

// Pile sizes given as arguments, each one size or sizes separated by commas: solve nim 3 4 5,
// solve nim 3,4,5 and solve nim 3,4 5 read the same.
std::vector<int> parse_pile_arguments(const std::vector<std::string>& arguments);
// Checks pile sizes against the limits, naming the option in the message (UsageError).
void check_piles(std::string_view option, const std::vector<int>& piles, int max_piles,
                 int max_pieces);

}  // namespace marienbad
