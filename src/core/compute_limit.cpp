// The time and memory budgets of a long computation (compute_limit.hpp).
#include "core/compute_limit.hpp"

#include <unistd.h>

#include <charconv>
#include <cstdio>
#include <memory>

namespace marienbad {

std::size_t resident_memory_bytes() {
#if defined(__wasm__)
    // WebAssembly (the page): the program's memory is its linear memory, all of it in use.
    return __builtin_wasm_memory_size(0) * std::size_t{65536};
#else
    // /proc/self/statm: the program's size, then its resident pages (read with the C library's
    // files: the browser's build then links no iostreams).
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> statm(std::fopen("/proc/self/statm", "r"),
                                                                &std::fclose);
    if (statm == nullptr) {
        return 0;
    }
    char text[128] = {};
    const std::size_t length = std::fread(text, 1, sizeof text - 1, statm.get());
    const char* const end = text + length;
    std::size_t size = 0;
    std::size_t resident = 0;
    const auto first = std::from_chars(text, end, size);
    if (first.ec != std::errc() || first.ptr == end || *first.ptr != ' ' ||
        std::from_chars(first.ptr + 1, end, resident).ec != std::errc()) {
        return 0;
    }
    const long page = sysconf(_SC_PAGESIZE);
    return resident * static_cast<std::size_t>(page > 0 ? page : 4096);
#endif
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
