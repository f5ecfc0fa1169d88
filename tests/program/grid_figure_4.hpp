// Handout 001 figure 4's boards as command-line options: left, the player to move loses; right, the
// player to move wins.
#pragma once

#include <string>
#include <vector>

namespace marienbad::testing {

inline const std::vector<std::string> k_figure_4_left = {"--rows", "5",     "--cols",
                                                         "5",      "--ban", "2,4;4,3"};
inline const std::vector<std::string> k_figure_4_right = {"--rows", "5",     "--cols",
                                                          "7",      "--ban", "2,2;3,2;2,5;3,6;4,4"};

}  // namespace marienbad::testing
