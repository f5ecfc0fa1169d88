// What the page's address may ask of it (docs/guide.md, "The web page"): `?seed=S`, the first
// game's seed, any whole number from 0 to 2^64 - 1, kept exactly (the page hands it over as text,
// never as a JavaScript number, which would round it); `?pace=MS`, how long the computer's move is
// shown, from 0 to k_web_max_pace_ms. What cannot be read is passed over and said on the page.
// (`#ID`, a game id, is opened once the page is made: WebPage::open_id.)
#pragma once

#include <chrono>
#include <optional>
#include <string>

#include "core/random.hpp"

namespace marienbad {

inline constexpr int k_web_max_pace_ms = 5000;

struct AddressValues {
    std::optional<Random::Seed> seed;
    std::optional<std::chrono::milliseconds> pace;
    std::string problems;  // what was passed over, one sentence each
};

// `seed` and `pace` as the address gives them (empty: not given).
AddressValues read_address(const std::string& seed, const std::string& pace);

}  // namespace marienbad
