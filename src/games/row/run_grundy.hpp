// Normal-play Grundy values of one run of the matchstick row (handout 004), the octal game 0.77…7
// (max_take sevens): a move takes 1..max_take matches from a run of n, leaving two runs
// a + b = n - take (either may be empty). The values come from the project's octal-game
// engine (octal/sparse_space_values.hpp), computed as far as the longest run asked for.
#pragma once

#include "octal/sparse_space_values.hpp"

namespace marienbad {

class RunGrundyValues {
  public:
    // The values of runs of 0..max_length matches, and more on demand (extend_to).
    RunGrundyValues(int max_take, int max_length);

    int max_take() const { return max_take_; }
    int max_length() const { return static_cast<int>(sequence_.values().size()) - 1; }
    // Computes the values of runs up to `length` matches, if not done yet.
    void extend_to(int length);
    // The Grundy value of a run of `length` matches (0 <= length <= max_length()).
    int operator()(int length) const {
        return sequence_.values().at(static_cast<std::size_t>(length));
    }

  private:
    int max_take_;
    SparseSpaceValues sequence_;
};

}  // namespace marienbad
