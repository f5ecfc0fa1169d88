// Exact misère play of the matchstick row (handout 004) with the max-takes no rule decides (2 and
// 4 to 8), and the tests' oracle for the rule of max-take 3: a depth-first search over
// canonical positions (multisets of run lengths) that stops at the first winning option, with
//  - the proved rules of misere_row_theory.hpp, which decide positions without search
//    (short runs only; long runs all paired), at every node and for every option;
//  - an exact transposition table kept between calls (run_transposition_table.hpp);
//  - options generated once per distinct run length and once per mirror-image split;
//  - options ordered so that the likely winners come first: those that leave a position
//    lost in normal play (Grundy sum 0), then those that leave fewest unpaired long runs.
// The ordering only changes the time taken, never the answer.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "games/row/run_grundy.hpp"
#include "games/row/run_multiset.hpp"
#include "games/row/run_transposition_table.hpp"

namespace marienbad {

// About 100 MB of transposition table at most.
inline constexpr std::size_t k_default_stored_positions = std::size_t{1} << 21U;

// A move on a canonical position: take `take` matches from a run of `run`, leaving runs of
// `left` and `right` matches (left <= right; 0 means no run).
struct RunOption {
    int run = 0;
    int take = 0;
    int left = 0;
    int right = 0;
    bool operator==(const RunOption&) const = default;
};

struct RowSearchStats {
    std::uint64_t positions_searched = 0;  // positions whose options were searched, all calls
    std::size_t positions_stored = 0;      // positions in the transposition table now
    std::size_t memory_bytes = 0;          // bytes the table holds
    std::size_t table_restarts = 0;        // times the table was full and started again
};

class MisereRowSearch {
  public:
    explicit MisereRowSearch(int max_take,
                             std::size_t max_stored_positions = k_default_stored_positions);

    int max_take() const { return max_take_; }
    // Whether the player to move wins the runs (lengths 1..k_longest_run, in any order).
    bool player_to_move_wins(std::span<const int> runs);
    // One winning option, or none when the position is lost (or has no run).
    std::optional<RunOption> find_winning_option(std::span<const int> runs);
    RowSearchStats stats() const;

  private:
    struct Candidate {
        RunOption option;
        int order = 0;  // lower is tried first
    };

    void load(std::span<const int> runs);
    void play(const RunOption& option);
    void take_back(const RunOption& option);
    // Whether the player to move wins the current position; it is restored before returning.
    bool solve(std::size_t depth);
    // A winning option of the current position, whose key is keys_[depth]; none if lost.
    std::optional<RunOption> search_options(std::size_t depth);

    int max_take_;
    RunGrundyValues grundy_;
    RunMultiset position_;
    int grundy_sum_ = 0;
    RunTranspositionTable table_;
    std::vector<std::vector<std::uint8_t>> keys_;     // one per depth
    std::vector<std::vector<Candidate>> candidates_;  // one per depth
    std::uint64_t positions_searched_ = 0;
};

}  // namespace marienbad
