// The time and memory budgets of a long computation (compute_limit.hpp).
#include "core/compute_limit.hpp"

#include <unistd.h>

#include <fstream>

namespace marienbad {

std::size_t resident_memory_bytes() {
    // /proc/self/statm: the program's size, then its resident pages.
    std::ifstream statm("/proc/self/statm");
    std::size_t size = 0;
    std::size_t resident = 0;
    if (!(statm >> size >> resident)) {
        return 0;
    }
    const long page = sysconf(_SC_PAGESIZE);
    return resident * static_cast<std::size_t>(page > 0 ? page : 4096);
}

ComputeLimit::ComputeLimit(Budget budget, Watcher watcher, std::function<Clock::time_point()> clock,
                           std::function<std::size_t()> memory)
    : budget_(budget),
      watcher_(std::move(watcher)),
      clock_(std::move(clock)),
      memory_(std::move(memory)),
      start_(clock_()),
      last_watch_(start_),
      last_memory_look_(start_) {}

void ComputeLimit::step(std::uint64_t done, std::uint64_t total, int stage) {
    const Clock::time_point now = clock_();
    progress_ = {done, total, stage,
                 std::chrono::duration_cast<std::chrono::milliseconds>(now - start_)};
    if (progress_.elapsed >= budget_.time) {
        throw ComputeLimitReached(ComputeBudget::time, progress_);
    }
    if (now - last_memory_look_ >= k_memory_interval) {
        last_memory_look_ = now;
        if (memory_ && memory_() > budget_.memory_bytes) {
            throw ComputeLimitReached(ComputeBudget::memory, progress_);
        }
    }
    if (watcher_ && now - last_watch_ >= k_watch_interval) {
        last_watch_ = now;
        watcher_(progress_);
    }
}

}  // namespace marienbad
