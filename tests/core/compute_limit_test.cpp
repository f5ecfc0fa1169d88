// ComputeLimit: a computation is stopped once its time or its memory budget is spent, where it
// was, and its progress is passed to the watcher now and then; on a clock and a memory the test
// sets, so nothing here depends on the machine's speed.
#include "core/compute_limit.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace marienbad {
namespace {

using namespace std::chrono_literals;

struct FakeSystem {
    ComputeLimit::Clock::time_point now{};
    std::size_t memory = 0;
};

ComputeLimit limit_on(FakeSystem& system, ComputeLimit::Budget budget,
                      ComputeLimit::Watcher watcher = {}) {
    return ComputeLimit(
        budget, std::move(watcher), [&system] { return system.now; },
        [&system] { return system.memory; });
}

TEST(ComputeLimit, StopsOnceTheTimeIsSpentWhereTheComputationWas) {
    FakeSystem system;
    ComputeLimit limit = limit_on(system, {10s, 1000});
    limit.step(1, 100);
    system.now += 9s;
    limit.step(50, 100);
    system.now += 1s;
    try {
        limit.step(51, 100);
        FAIL() << "the time was spent";
    } catch (const ComputeLimitReached& reached) {
        EXPECT_EQ(reached.spent(), ComputeBudget::time);
        EXPECT_EQ(reached.at().done, 51U);
        EXPECT_EQ(reached.at().total, 100U);
        EXPECT_EQ(reached.at().elapsed, 10s);
    }
}

TEST(ComputeLimit, StopsOnceTheMemoryIsSpent) {
    FakeSystem system;
    ComputeLimit limit = limit_on(system, {10s, 1000});
    system.memory = 1000;
    system.now += ComputeLimit::k_memory_interval;
    limit.step(1, 0);
    system.memory = 1001;
    limit.step(2, 0);  // the memory is looked at every k_memory_interval, not at every step
    system.now += ComputeLimit::k_memory_interval;
    try {
        limit.step(3, 0);
        FAIL() << "the memory was spent";
    } catch (const ComputeLimitReached& reached) {
        EXPECT_EQ(reached.spent(), ComputeBudget::memory);
        EXPECT_EQ(reached.at().done, 3U);
    }
}

TEST(ComputeLimit, TellsTheWatcherNowAndThen) {
    FakeSystem system;
    std::vector<std::uint64_t> watched;
    ComputeLimit limit = limit_on(system, {60s, 1000}, [&watched](const ComputeProgress& progress) {
        watched.push_back(progress.done);
    });
    for (std::uint64_t done = 1; done <= 10; ++done) {
        system.now += 200ms;
        limit.step(done, 10);
    }
    // Every k_watch_interval (500 ms): after 600 ms, 1200 ms and 1800 ms.
    EXPECT_EQ(watched, (std::vector<std::uint64_t>{3, 6, 9}));
}

TEST(ComputeLimit, TicksLookAroundOnceEveryFewThousand) {
    FakeSystem system;
    ComputeLimit limit = limit_on(system, {1s, 1000});
    limit.step(7, 9);
    system.now += 2s;
    for (std::uint64_t i = 1; i < ComputeLimit::k_ticks_per_look; ++i) {
        limit.tick();
    }
    EXPECT_THROW(limit.tick(), ComputeLimitReached);
    EXPECT_EQ(limit.progress().done, 7U);
}

TEST(ComputeLimit, TheProgramsMemoryCanBeRead) {
    EXPECT_GT(resident_memory_bytes(), 0U);
}

}  // namespace
}  // namespace marienbad
