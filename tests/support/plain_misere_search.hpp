// A test oracle for the row's misère play (handout 004): a plain memoised search over multisets of
// run lengths, with no theory, no ordering and no table but a map, and the list of every
// multiset of run lengths up to a number of matches.
#pragma once

#include <algorithm>
#include <map>
#include <vector>

namespace marienbad::testing {

using Runs = std::vector<int>;  // run lengths, any order

class PlainMisereSearch {
  public:
    explicit PlainMisereSearch(int max_take) : max_take_(max_take) {}

    bool player_to_move_wins(Runs runs) {
        std::sort(runs.begin(), runs.end());
        if (const auto known = memo_.find(runs); known != memo_.end()) {
            return known->second;
        }
        bool wins = runs.empty();  // misère: the opponent took the last match
        for (std::size_t i = 0; i < runs.size() && !wins; ++i) {
            const int run = runs[i];
            for (int take = 1; take <= std::min(max_take_, run) && !wins; ++take) {
                for (int left = 0; left <= run - take && !wins; ++left) {
                    Runs after = runs;
                    after[i] = left;
                    after.push_back(run - take - left);
                    std::erase(after, 0);
                    wins = !player_to_move_wins(after);
                }
            }
        }
        memo_.emplace(runs, wins);
        return wins;
    }

  private:
    int max_take_;
    std::map<Runs, bool> memo_;
};

// Every multiset of run lengths with at most `total` matches, lengths in decreasing order.
inline void all_run_multisets(int total, int longest, Runs& runs, std::vector<Runs>& out) {
    out.push_back(runs);
    for (int length = 1; length <= std::min(total, longest); ++length) {
        runs.push_back(length);
        all_run_multisets(total - length, length, runs, out);
        runs.pop_back();
    }
}

inline std::vector<Runs> all_run_multisets(int total) {
    std::vector<Runs> out;
    Runs runs;
    all_run_multisets(total, total, runs, out);
    return out;
}

}  // namespace marienbad::testing
