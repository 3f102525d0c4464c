//! Black Fleet's names as messages (`assets/i18n/*/blackfleet.ftl`): cube and seat colours, ships,
//! the fortune and development cards with their texts, movement cards and cube counts. Rules and
//! screens say these; the data files hold only ids (the card effects), never display text.

use super::data::{Dev, Fortune, Icon, data};
use super::movement::Ship;
use crate::i18n::Msg;
use crate::msg;

/// A cube colour (0 yellow … 4 red); `n` picks the form ("1 giallo", "3 gialli").
pub fn colour(c: usize, n: usize) -> Msg {
    match c {
        0 => msg!("blackfleet-colour-yellow", n = n),
        1 => msg!("blackfleet-colour-blue", n = n),
        2 => msg!("blackfleet-colour-green", n = n),
        3 => msg!("blackfleet-colour-purple", n = n),
        _ => msg!("blackfleet-colour-red", n = n),
    }
}

/// A cube colour's letter on the map and in the panel (y b g p r; Italian g b v l r).
pub fn colour_letter(c: usize) -> Msg {
    match c {
        0 => msg!("blackfleet-letter-yellow"),
        1 => msg!("blackfleet-letter-blue"),
        2 => msg!("blackfleet-letter-green"),
        3 => msg!("blackfleet-letter-purple"),
        _ => msg!("blackfleet-letter-red"),
    }
}

/// "3 yellow", "1 red".
pub fn cubes(n: usize, c: usize) -> Msg {
    msg!("blackfleet-cubes", n = n, colour = colour(c, n))
}

/// A seat's colour: black, red, green, white.
pub fn seat_colour(seat: usize) -> Msg {
    match seat {
        0 => msg!("blackfleet-seat-black"),
        1 => msg!("blackfleet-seat-red"),
        2 => msg!("blackfleet-seat-green"),
        _ => msg!("blackfleet-seat-white"),
    }
}

impl Ship {
    /// "merchant", "yellow navy ship" (Italian "nave mercantile", "nave militare gialla").
    pub fn msg(self) -> Msg {
        match self {
            Ship::Merchant => msg!("blackfleet-ship-merchant"),
            Ship::Pirate => msg!("blackfleet-ship-pirate"),
            Ship::Navy(0) => msg!("blackfleet-ship-yellow-navy"),
            Ship::Navy(_) => msg!("blackfleet-ship-purple-navy"),
        }
    }

    /// The name in the screen's turn line: "merchant" (Italian "mercantile", "militare gialla").
    pub fn short_msg(self) -> Msg {
        match self {
            Ship::Merchant => msg!("blackfleet-short-merchant"),
            Ship::Pirate => msg!("blackfleet-short-pirate"),
            Ship::Navy(0) => msg!("blackfleet-short-yellow-navy"),
            Ship::Navy(_) => msg!("blackfleet-short-purple-navy"),
        }
    }
}

/// A movement card: "merchant 4 · pirate 2 · yellow navy 3 · draw 1".
pub fn movement(card: u8) -> Msg {
    let m = data().movement[card as usize];
    let icon = match m.fortune {
        Icon::None => "none",
        Icon::Draw1 => "draw1",
        Icon::Draw2 => "draw2",
        Icon::Discard1 => "discard1",
    };
    msg!(
        "blackfleet-movement",
        merchant = m.merchant,
        pirate = m.pirate,
        navy = if m.navy == 0 { "yellow" } else { "purple" },
        value = m.navy_value,
        icon = icon,
    )
}

impl Fortune {
    /// The card's name.
    pub fn msg(self) -> Msg {
        match self {
            Fortune::FairWindMerchant => msg!("blackfleet-fortune-fair-wind-merchant"),
            Fortune::FairWindPirate => msg!("blackfleet-fortune-fair-wind-pirate"),
            Fortune::FairWindNavy => msg!("blackfleet-fortune-fair-wind-navy"),
            Fortune::Gale => msg!("blackfleet-fortune-gale"),
            Fortune::SecretChannel => msg!("blackfleet-fortune-secret-channel"),
            Fortune::Commandeer => msg!("blackfleet-fortune-commandeer"),
            Fortune::Shanghaied => msg!("blackfleet-fortune-shanghaied"),
            Fortune::PirateLair => msg!("blackfleet-fortune-pirate-lair"),
            Fortune::ExtraAction => msg!("blackfleet-fortune-extra-action"),
            Fortune::SmugglersDeal => msg!("blackfleet-fortune-smugglers-deal"),
            Fortune::CalmSeas => msg!("blackfleet-fortune-calm-seas"),
            Fortune::Bounty => msg!("blackfleet-fortune-bounty"),
            Fortune::RichHoard => msg!("blackfleet-fortune-rich-hoard"),
            Fortune::OrdersTrade => msg!("blackfleet-fortune-orders-trade"),
            Fortune::OrdersPlunder => msg!("blackfleet-fortune-orders-plunder"),
            Fortune::OrdersHunt => msg!("blackfleet-fortune-orders-hunt"),
        }
    }

    /// What the card does, as printed on it.
    pub fn text(self) -> Msg {
        match self {
            Fortune::FairWindMerchant => msg!("blackfleet-fortune-fair-wind-merchant-text"),
            Fortune::FairWindPirate => msg!("blackfleet-fortune-fair-wind-pirate-text"),
            Fortune::FairWindNavy => msg!("blackfleet-fortune-fair-wind-navy-text"),
            Fortune::Gale => msg!("blackfleet-fortune-gale-text"),
            Fortune::SecretChannel => msg!("blackfleet-fortune-secret-channel-text"),
            Fortune::Commandeer => msg!("blackfleet-fortune-commandeer-text"),
            Fortune::Shanghaied => msg!("blackfleet-fortune-shanghaied-text"),
            Fortune::PirateLair => msg!("blackfleet-fortune-pirate-lair-text"),
            Fortune::ExtraAction => msg!("blackfleet-fortune-extra-action-text"),
            Fortune::SmugglersDeal => msg!("blackfleet-fortune-smugglers-deal-text"),
            Fortune::CalmSeas => msg!("blackfleet-fortune-calm-seas-text"),
            Fortune::Bounty => msg!("blackfleet-fortune-bounty-text"),
            Fortune::RichHoard => msg!("blackfleet-fortune-rich-hoard-text"),
            Fortune::OrdersTrade => msg!("blackfleet-fortune-orders-trade-text"),
            Fortune::OrdersPlunder => msg!("blackfleet-fortune-orders-plunder-text"),
            Fortune::OrdersHunt => msg!("blackfleet-fortune-orders-hunt-text"),
        }
    }
}

impl Dev {
    /// The card's name.
    pub fn msg(self) -> Msg {
        match self {
            Dev::NavigationUpgrade => msg!("blackfleet-dev-navigation-upgrade"),
            Dev::SwiftSloop => msg!("blackfleet-dev-swift-sloop"),
            Dev::TradeUpgrade => msg!("blackfleet-dev-trade-upgrade"),
            Dev::BountyHunter => msg!("blackfleet-dev-bounty-hunter"),
            Dev::TreasureMap => msg!("blackfleet-dev-treasure-map"),
            Dev::Quartermaster => msg!("blackfleet-dev-quartermaster"),
            Dev::Swap => msg!("blackfleet-dev-swap"),
            Dev::ArmedMerchant => msg!("blackfleet-dev-armed-merchant"),
            Dev::IronHull => msg!("blackfleet-dev-iron-hull"),
            Dev::FleetSignals => msg!("blackfleet-dev-fleet-signals"),
            Dev::DoubleCrew => msg!("blackfleet-dev-double-crew"),
            Dev::HarbourMaster => msg!("blackfleet-dev-harbour-master"),
            Dev::LongGuns => msg!("blackfleet-dev-long-guns"),
            Dev::ShallowDraft => msg!("blackfleet-dev-shallow-draft"),
            Dev::NavyCommission => msg!("blackfleet-dev-navy-commission"),
            Dev::BigHold => msg!("blackfleet-dev-big-hold"),
            Dev::Privateer => msg!("blackfleet-dev-privateer"),
            Dev::Pathfinder => msg!("blackfleet-dev-pathfinder"),
            Dev::PirateHideout => msg!("blackfleet-dev-pirate-hideout"),
            Dev::Admiralty => msg!("blackfleet-dev-admiralty"),
            Dev::MasterTrader => msg!("blackfleet-dev-master-trader"),
            Dev::RoyalPardon => msg!("blackfleet-dev-royal-pardon"),
            Dev::SalvageRights => msg!("blackfleet-dev-salvage-rights"),
            Dev::SecondMovement => msg!("blackfleet-dev-second-movement"),
        }
    }

    /// What the card does, as printed on it.
    pub fn text(self) -> Msg {
        match self {
            Dev::NavigationUpgrade => msg!("blackfleet-dev-navigation-upgrade-text"),
            Dev::SwiftSloop => msg!("blackfleet-dev-swift-sloop-text"),
            Dev::TradeUpgrade => msg!("blackfleet-dev-trade-upgrade-text"),
            Dev::BountyHunter => msg!("blackfleet-dev-bounty-hunter-text"),
            Dev::TreasureMap => msg!("blackfleet-dev-treasure-map-text"),
            Dev::Quartermaster => msg!("blackfleet-dev-quartermaster-text"),
            Dev::Swap => msg!("blackfleet-dev-swap-text"),
            Dev::ArmedMerchant => msg!("blackfleet-dev-armed-merchant-text"),
            Dev::IronHull => msg!("blackfleet-dev-iron-hull-text"),
            Dev::FleetSignals => msg!("blackfleet-dev-fleet-signals-text"),
            Dev::DoubleCrew => msg!("blackfleet-dev-double-crew-text"),
            Dev::HarbourMaster => msg!("blackfleet-dev-harbour-master-text"),
            Dev::LongGuns => msg!("blackfleet-dev-long-guns-text"),
            Dev::ShallowDraft => msg!("blackfleet-dev-shallow-draft-text"),
            Dev::NavyCommission => msg!("blackfleet-dev-navy-commission-text"),
            Dev::BigHold => msg!("blackfleet-dev-big-hold-text"),
            Dev::Privateer => msg!("blackfleet-dev-privateer-text"),
            Dev::Pathfinder => msg!("blackfleet-dev-pathfinder-text"),
            Dev::PirateHideout => msg!("blackfleet-dev-pirate-hideout-text"),
            Dev::Admiralty => msg!("blackfleet-dev-admiralty-text"),
            Dev::MasterTrader => msg!("blackfleet-dev-master-trader-text"),
            Dev::RoyalPardon => msg!("blackfleet-dev-royal-pardon-text"),
            Dev::SalvageRights => msg!("blackfleet-dev-salvage-rights-text"),
            Dev::SecondMovement => msg!("blackfleet-dev-second-movement-text"),
        }
    }
}
