// Charging figures derived from a vehicle's DC curve (state of charge → kW).

export function powerAt(curve, soc) {
  if (curve.length === 0) return 0;
  if (soc <= curve[0].soc) return curve[0].kw;
  for (let i = 1; i < curve.length; i += 1) {
    const left = curve[i - 1];
    const right = curve[i];
    if (soc <= right.soc) {
      const ratio = (soc - left.soc) / (right.soc - left.soc || 1);
      return left.kw + (right.kw - left.kw) * ratio;
    }
  }
  return curve[curve.length - 1].kw;
}

// Minutes to go from `fromSoc` to `toSoc` percent, integrating the curve one percent at a time.
export function fastChargeMinutes(curve, usableKwh, fromSoc = 10, toSoc = 80) {
  let hours = 0;
  for (let soc = fromSoc; soc < toSoc; soc += 1) {
    hours += usableKwh / 100 / powerAt(curve, soc + 0.5);
  }
  return Math.max(5, Math.round((hours * 60) / 5) * 5);
}

// Full AC charge with about 10 % of losses.
export function acFullChargeHours(usableKwh, acKw) {
  return usableKwh / (acKw * 0.9);
}
