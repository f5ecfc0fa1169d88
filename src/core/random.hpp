// Random: the single seeded random generator of a game. It is created once from a seed and
// passed by reference to everything that draws (boards, computer players, who starts), so a
// seed replays a whole game exactly (docs/architecture.md, "The game session").
#pragma once

#include <cstdint>
#include <limits>
#include <random>
#include <span>

namespace marienbad {

class Random {
  public:
    using Seed = std::uint64_t;

    explicit Random(Seed seed);

    // A seed drawn from the operating system, for games started without --seed: at most six
    // digits, easy to type again to replay the game.
    static Seed fresh_seed();

    Seed seed() const { return seed_; }
    // How many 64-bit draws the generator has made since its seed (or since its stream last
    // started over, below); skip(n) makes n more without using them, so a generator rebuilt from
    // a record's seed and draws continues the same sequence (a resumed game plays on as if it
    // had never stopped).
    std::uint64_t draws() const { return draws_; }
    void skip(std::uint64_t count);

    // Makes the stream start over from the seed after every `period` draws (period > 0): draws()
    // then never passes `period`, and the seed and draws() still say exactly what comes next. A
    // generator that has already drawn more is refused (std::invalid_argument).
    void repeat_every(std::uint64_t period);

    // A uniformly distributed integer in [low, high]. The method is our own (not
    // std::uniform_int_distribution, whose results differ between standard libraries),
    // so a seed gives the same game with any compiler.
    int uniform_int(int low, int high);

    // True with the given probability: never for p <= 0, always for p >= 1.
    bool chance(double probability);

    // One element of a non-empty span, chosen uniformly.
    template <class T>
    const T& pick(std::span<const T> items) {
        return items[static_cast<std::size_t>(uniform_int(0, static_cast<int>(items.size()) - 1))];
    }

  private:
    std::uint64_t next_bits() {
        if (draws_ == period_) {
            start_over();
        }
        ++draws_;
        return engine_();
    }
    void start_over();

    Seed seed_;
    std::mt19937_64 engine_;
    std::uint64_t draws_ = 0;
    std::uint64_t period_ = std::numeric_limits<std::uint64_t>::max();
};

}  // namespace marienbad
