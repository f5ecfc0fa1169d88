// Random: unbiased integers and probabilities drawn from a seeded mt19937_64.
#include "core/random.hpp"

#include <limits>
#include <stdexcept>

namespace marienbad {

Random::Random(Seed seed) : seed_(seed), engine_(seed) {}

Random::Seed Random::fresh_seed() {
    constexpr Seed k_fresh_seeds = 1'000'000;
    std::random_device device;
    return static_cast<Seed>(device()) % k_fresh_seeds;
}

void Random::skip(std::uint64_t count) {
    if (count <= period_ - draws_) {
        engine_.discard(count);
        draws_ += count;
        return;
    }
    // Past the end of the stream: where the draws that follow leave it, counted from its start
    // (1 to period_, as next_bits() counts).
    const std::uint64_t left = count - (period_ - draws_);
    start_over();
    draws_ = (left - 1) % period_ + 1;
    engine_.discard(draws_);
}

void Random::repeat_every(std::uint64_t period) {
    if (period == 0 || draws_ > period) {
        throw std::invalid_argument("Random::repeat_every: a period of no draws, or past already");
    }
    period_ = period;
}

void Random::start_over() {
    engine_.seed(seed_);
    draws_ = 0;
}

int Random::uniform_int(int low, int high) {
    if (low > high) {
        throw std::invalid_argument("Random::uniform_int: empty range");
    }
    const auto span = static_cast<std::uint64_t>(static_cast<std::int64_t>(high) - low) + 1U;
    // Rejection sampling: draw below the largest multiple of `span` so every value is
    // equally likely.
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max() -
                                std::numeric_limits<std::uint64_t>::max() % span;
    std::uint64_t bits = next_bits();
    while (bits >= limit) {
        bits = next_bits();
    }
    return static_cast<int>(static_cast<std::int64_t>(low) +
                            static_cast<std::int64_t>(bits % span));
}

bool Random::chance(double probability) {
    // 53 random bits make a double uniformly spread over [0, 1).
    constexpr double k_two_to_minus_53 = 1.0 / 9007199254740992.0;
    const double draw = static_cast<double>(next_bits() >> 11U) * k_two_to_minus_53;
    return draw < probability;
}

}  // namespace marienbad
