// Normal-play Grundy values of one run of the matchstick row (seed 004), the octal game
// 0.77…7: a move takes 1..max_take matches from a run of n, leaving two runs a + b = n - take
// (either may be empty). Kept behind this one small class so that the project's general
// octal-game engine can replace it later without touching the row's solvers.
#pragma once

#include <vector>

namespace marienbad {

class RunGrundyValues {
  public:
    // The values of runs of 0..max_length matches.
    RunGrundyValues(int max_take, int max_length);

    int max_take() const { return max_take_; }
    int max_length() const { return static_cast<int>(values_.size()) - 1; }
    // The Grundy value of a run of `length` matches (0 <= length <= max_length()).
    int operator()(int length) const { return values_.at(static_cast<std::size_t>(length)); }

  private:
    int max_take_;
    std::vector<int> values_;
};

}  // namespace marienbad
