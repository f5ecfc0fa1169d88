// ComputeLimit: what a long computation may spend (docs/guide.md, "Limits"): a time and a memory
// budget. The computation calls step() as it goes, saying how far it is (or tick() in its
// innermost loops, which looks around only every few thousand calls); step() looks at the clock and
// now and then at the memory the program holds, passes the progress to a watcher (a command shows
// it on a terminal), and stops the computation by throwing ComputeLimitReached once either budget
// is spent. What was computed before is then left as it was, for the caller to report how far it
// got.
#pragma once

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <exception>
#include <functional>

namespace marienbad {

struct ComputeProgress {
    std::uint64_t done = 0;   // how far the computation is, in its own unit (heaps, positions)
    std::uint64_t total = 0;  // how far it goes, in the same unit (0 when it cannot say)
    int stage = 0;            // which part of it, numbered by the computation
    std::chrono::milliseconds elapsed{0};
};

enum class ComputeBudget { time, memory };

class ComputeLimitReached : public std::exception {
  public:
    ComputeLimitReached(ComputeBudget spent, ComputeProgress at) : spent_(spent), at_(at) {}
    const char* what() const noexcept override { return "ComputeLimitReached"; }
    ComputeBudget spent() const { return spent_; }
    const ComputeProgress& at() const { return at_; }

  private:
    ComputeBudget spent_;
    ComputeProgress at_;
};

// The memory the program holds now (its resident set), in bytes; 0 when the system cannot say.
std::size_t resident_memory_bytes();

class ComputeLimit {
  public:
    using Clock = std::chrono::steady_clock;
    using Watcher = std::function<void(const ComputeProgress&)>;

    struct Budget {
        std::chrono::milliseconds time{60'000};
        std::size_t memory_bytes = std::size_t{1} << 30;
    };

    // `clock` and `memory` are the system's unless a test gives its own.
    explicit ComputeLimit(Budget budget, Watcher watcher = {},
                          std::function<Clock::time_point()> clock = Clock::now,
                          std::function<std::size_t()> memory = resident_memory_bytes);

    const Budget& budget() const { return budget_; }
    // Where the computation was at its last step.
    const ComputeProgress& progress() const { return progress_; }

    // The computation is at `done` of `total` in its `stage`: looks at the budgets
    // (ComputeLimitReached) and tells the watcher, at most every k_watch_interval.
    void step(std::uint64_t done, std::uint64_t total, int stage = 0);
    // A step of an inner loop, as far as the last step() said: looks around once every
    // k_ticks_per_look calls.
    void tick() {
        if (++ticks_ % k_ticks_per_look == 0) {
            step(progress_.done, progress_.total, progress_.stage);
        }
    }

    static constexpr std::chrono::milliseconds k_watch_interval{500};
    static constexpr std::chrono::milliseconds k_memory_interval{50};
    static constexpr std::uint64_t k_ticks_per_look = 4096;

  private:
    Budget budget_;
    Watcher watcher_;
    std::function<Clock::time_point()> clock_;
    std::function<std::size_t()> memory_;
    Clock::time_point start_;
    Clock::time_point last_watch_;
    Clock::time_point last_memory_look_;
    ComputeProgress progress_;
    std::uint64_t ticks_ = 0;
};

// step() and tick() on a limit that may be absent (a computation without limit).
inline void compute_step(ComputeLimit* limit, std::uint64_t done, std::uint64_t total,
                         int stage = 0) {
    if (limit != nullptr) {
        limit->step(done, total, stage);
    }
}
inline void compute_tick(ComputeLimit* limit) {
    if (limit != nullptr) {
        limit->tick();
    }
}

}  // namespace marienbad
